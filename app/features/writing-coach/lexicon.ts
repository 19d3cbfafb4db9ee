/**
 * The small word lists the mistake rules read. They are closed lists on purpose: a rule fires only
 * on words it knows, which keeps false alarms down (a word it does not know is never a mistake).
 */

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/** Subject pronouns that are always nominative (sie and es are left out: they are also objects). */
export const SUBJECT_PRONOUNS = set('ich du er wir ihr');

/** Every personal pronoun that can be a subject. */
export const ALL_SUBJECT_PRONOUNS = set('ich du er sie es wir ihr man');

/** Finite forms of the auxiliaries and modal verbs, and of the most frequent verbs. */
export const FINITE = set(`
  bin bist ist sind seid war warst waren wart wäre wärst wären
  habe hast hat haben habt hatte hattest hatten hättet hätte hättest hätten
  werde wirst wird werden werdet wurde wurden würde würdest würden
  kann kannst können könnt konnte konntest konnten könnte könntest könnten
  muss musst müssen müsst musste musstest mussten müsste müssten
  will willst wollen wollt wollte wolltest wollten
  möchte möchtest möchten möchtet
  darf darfst dürfen dürft durfte durften dürfte
  soll sollst sollen sollt sollte solltest sollten
  gehe gehst geht gehen ging gingen komme kommst kommt kommen kam kamen
  mache machst macht machen machte machten arbeite arbeitest arbeitet arbeiten arbeitete
  fahre fährst fährt fahren fuhr wohne wohnst wohnt wohnen wohnte
  weiß weißt wissen wusste finde findest findet finden fand gibt gab
  brauche brauchst braucht brauchen brauchte liegt lag steht stand funktioniert funktionierte
  gefällt gefiel passt passte dauert dauerte kostet kostete beginnt begann fängt
  freue freust freut freuen lerne lernst lernt lernen spiele spielt spielen
  schreibe schreibst schreibt schreiben sehe siehst sieht sehen treffe triffst trifft treffen
  denke denkst denkt denken glaube glaubst glaubt glauben hoffe hoffst hofft hoffen
  `);

/** Modal verbs (and würde), finite: their infinitive goes to the end and takes no zu. */
export const MODALS = set(`
  kann kannst können könnt konnte konntest konnten könnte könntest könnten
  muss musst müssen müsst musste musstest mussten müsste müssten
  will willst wollen wollt wollte wolltest wollten möchte möchtest möchten möchtet
  darf darfst dürfen dürft durfte durften dürfte soll sollst sollen sollt sollte solltest sollten
  würde würdest würden würdet
  `);

/** Finite forms of haben. */
export const HABEN = set('habe hast hat haben habt hatte hattest hatten hattet');

/** Frequent infinitives of full verbs (no haben, sein, werden: they are also other words). */
export const INFINITIVES = set(`
  kommen gehen machen helfen arbeiten fahren besuchen treffen sehen essen trinken kaufen bringen
  schreiben lesen lernen spielen feiern anrufen mitkommen vorbeikommen abholen einladen mitbringen
  kochen backen tanzen schwimmen wandern reisen fliegen laufen schlafen bleiben warten wohnen
  umziehen einziehen ausziehen aufstehen anfangen beginnen zeigen erzählen sagen fragen antworten
  erklären suchen finden nehmen geben schicken telefonieren bezahlen zahlen mieten vermieten
  reparieren putzen aufräumen tragen halten mitarbeiten mithelfen pflanzen bauen gießen streichen
  zurückhaben zurückgeben zurückzahlen anbieten mitteilen einkaufen anmelden abmelden teilnehmen verschieben absagen
  zusagen organisieren planen vorbereiten kennenlernen ausprobieren üben sprechen verstehen
  feiern übernachten ankommen zurückkommen mitnehmen ausgehen fernsehen grillen joggen sitzen
  verbrauchen verkaufen verdienen bestellen benutzen sparen
  `);

/** Separable verbs in their finite present forms: in a main clause the prefix goes to the end. */
export const SEPARABLE_FINITE = set(`
  anrufe anrufst anruft mitkomme mitkommst mitkommt einlade einlädst einlädt abhole abholst abholt
  vorbeikomme vorbeikommst vorbeikommt ankomme ankommst ankommt aufstehe aufstehst aufsteht
  anfange anfängst anfängt einkaufe einkaufst einkauft zurückkomme zurückkommst zurückkommt
  zurückrufe zurückrufst zurückruft mitbringe mitbringst mitbringt mitnehme mitnimmst mitnimmt
  aufräume aufräumst aufräumt stattfindet teilnehme teilnimmst teilnimmt ausfällt vorstelle
  fernsehe fernsiehst fernsieht umziehe umziehst umzieht einziehe einziehst einzieht ausgehe
  ausgehst ausgeht anmelde anmeldest anmeldet absage absagst absagt
  `);

/** Participles of verbs that form the perfect with sein (movement, change of state, bleiben …). */
export const SEIN_PARTICIPLES = set(`
  gegangen gekommen gefahren geflogen gelaufen umgezogen eingezogen
  aufgestanden geblieben gewesen passiert geworden gestorben eingeschlafen mitgekommen
  zurückgekommen abgefahren losgefahren gereist gewandert gesprungen aufgewacht
  vorbeigekommen hingefahren weggefahren ausgegangen eingestiegen ausgestiegen umgestiegen
  angekommen mitgefahren
  `);

/** Participles of these can take an object with haben (jemanden fahren, einen Marathon laufen). */
export const TRANSITIVE_TOO = set('gefahren geflogen gelaufen gesprungen');

/** Subordinating conjunctions that send the finite verb to the end. */
export const SUBORDINATORS = set('weil dass obwohl ob wenn bevor nachdem damit sobald falls');

/** Articles and possessives that are never dative after a dative preposition. */
export const NOT_DATIVE = set('die das eine einen meine deine seine unsere eure keine diese mein dein sein');

/** Articles and possessives that are never accusative (dative or genitive forms). */
export const NOT_ACCUSATIVE = set(
  'dem der einem einer meinem meiner deinem deiner seinem seiner ihrem ihrer unserem unserer eurem eurer keinem keiner diesem dieser mir dir ihm ihnen',
);
