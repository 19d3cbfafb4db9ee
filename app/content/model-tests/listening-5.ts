import type { ModelTestListening } from './schema';

/**
 * Model test 5, listening: Arbeiten im Homeoffice, ein Schulpraktikum in der Tierarztpraxis
 * (Gespräch), Nachrichten und Durchsagen (Heizungsfirma, Fotokurs, Freibäder bei Hitze, Stadtfest,
 * gebrauchtes Kinderfahrrad). Our own scripts, written to be heard.
 */
export const listening5 = {
  listening1: {
    context: 'Sie hören fünf Meinungen zum Thema Arbeiten im Homeoffice.',
    topics: ['working-from-home'],
    people: [
      { name: 'Tanja', role: 'employee who works from home three days a week' },
      { name: 'Igor', role: 'father who prefers the office' },
      { name: 'Hanna', role: 'commuter who now jogs in the morning' },
      { name: 'Zoran', role: 'employee who used to work late at home' },
      { name: 'Doris', role: 'employee who lives alone' },
    ],
    items: [
      {
        n: 41,
        recording: {
          label: 'Text 1: Tanja',
          speakers: { tanja: { name: 'Tanja', voice: 'high' } },
          lines: [
            {
              who: 'tanja',
              text: 'Ich arbeite seit zwei Jahren an drei Tagen pro Woche zu Hause. Am Anfang hab ich am Küchentisch gesessen, auf einem ganz normalen Stuhl, und nach ein paar Wochen hatte ich jeden Abend Rückenschmerzen. Im März hab ich mir dann einen richtigen Bürostuhl gekauft. Der war teuer, aber seitdem kann ich acht Stunden sitzen und geh abends noch zum Tanzen. Seit dem Sommer arbeitet mein Mann auch zu Hause, und der sitzt jetzt natürlich am Küchentisch. Tja, und nun hört man bei uns wieder jeden Abend aus der Küche: Au, mein Rücken! Die Wärmflasche ist also wieder im Einsatz, genau wie früher.',
            },
          ],
        },
        statement: 'Tanja hat heute keine Probleme mehr mit dem Rücken.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Die Schmerzen kamen vom Sitzen am Küchentisch. Über den neuen Bürostuhl sagt Tanja: „seitdem kann ich acht Stunden sitzen und geh abends noch zum Tanzen“. Ihr Rücken macht also keine Probleme mehr. Am Küchentisch sitzt jetzt ihr Mann; von ihm, „aus der Küche“, kommt das „Au, mein Rücken!“.',
            en: 'The pain came from sitting at the kitchen table. About the new office chair Tanja says [[seitdem kann ich acht Stunden sitzen und geh abends noch zum Tanzen]] (since then I can sit for eight hours and still go dancing in the evening). So her back no longer gives her trouble. It is her husband who now sits at the kitchen table; the [[Au, mein Rücken!]] (ow, my back!) comes [[aus der Küche]] (from the kitchen): it is his.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „jeden Abend Rückenschmerzen“ und am Ende „wieder jeden Abend aus der Küche: Au, mein Rücken!“ und „genau wie früher“. Aber die Schmerzen am Anfang hatte Tanja vor dem neuen Stuhl. Heute sitzt ihr Mann am Küchentisch, und er hat jetzt Rückenschmerzen. Das sagt Tanja nicht direkt, Sie müssen es aus zwei Sätzen verbinden. Falsche Zeit und falsche Person.',
            en: 'You hear [[jeden Abend Rückenschmerzen]] (back pain every evening) and at the end [[wieder jeden Abend aus der Küche: Au, mein Rücken!]] (every evening again from the kitchen: ow, my back!) and [[genau wie früher]] (just like before). But Tanja had the pain at the start, before the new chair. Now her husband sits at the kitchen table, and he is the one with back pain. Tanja does not say so directly; you have to put two sentences together. Wrong time and wrong person.',
          },
        },
        evidence: [
          'Der war teuer, aber seitdem kann ich acht Stunden sitzen und geh abends noch zum Tanzen.',
          'und der sitzt jetzt natürlich am Küchentisch',
          'Tja, und nun hört man bei uns wieder jeden Abend aus der Küche: Au, mein Rücken!',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 42,
        recording: {
          label: 'Text 2: Igor',
          speakers: { igor: { name: 'Igor', voice: 'low' } },
          lines: [
            {
              who: 'igor',
              text: 'Bei uns in der Firma darf jeder an zwei Tagen pro Woche zu Hause arbeiten. Wir haben zwei kleine Kinder, und zu Hause kann ich mich einfach nicht konzentrieren. Im Büro hab ich meine Ruhe, und mittags geh ich mit den Kollegen essen. Von Montag bis Freitag fahre ich um halb acht in die Firma und bin um sechs wieder zu Hause. Meine Frau hat in ihrer Firma dieselbe Regel wie wir. Sie macht ihre zwei Tage zu Hause immer montags und freitags, und die Kinder finden das super.',
            },
          ],
        },
        statement: 'Igor arbeitet an zwei Tagen in der Woche zu Hause.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Igor sagt: „Von Montag bis Freitag fahre ich um halb acht in die Firma“. Er ist also jeden Arbeitstag im Büro, denn zu Hause „kann ich mich einfach nicht konzentrieren“. Die zwei Tage zu Hause macht seine Frau.',
            en: 'Igor says [[Von Montag bis Freitag fahre ich um halb acht in die Firma]] (from Monday to Friday I go to the firm at half past seven). So he is in the office every working day, because at home [[kann ich mich einfach nicht konzentrieren]] (I just can’t concentrate). It is his wife who works at home two days a week.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören zweimal die Wörter der Aussage: „an zwei Tagen pro Woche zu Hause arbeiten“ und am Ende „ihre zwei Tage zu Hause“. Aber das erste ist nur die Regel der Firma, und das zweite gilt für seine Frau. Igor selbst fährt jeden Tag von Montag bis Freitag ins Büro. Falsche Person.',
            en: 'You hear the statement’s words twice: [[an zwei Tagen pro Woche zu Hause arbeiten]] (work at home two days a week) and at the end [[ihre zwei Tage zu Hause]] (her two days at home). But the first is only the firm’s rule, and the second is about his wife. Igor himself goes to the office every day from Monday to Friday. Wrong person.',
          },
        },
        evidence: [
          'Von Montag bis Freitag fahre ich um halb acht in die Firma und bin um sechs wieder zu Hause.',
          'Sie macht ihre zwei Tage zu Hause immer montags und freitags',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 43,
        recording: {
          label: 'Text 3: Hanna',
          speakers: { hanna: { name: 'Hanna', voice: 'high' } },
          lines: [
            {
              who: 'hanna',
              text: 'Früher bin ich jeden Tag eine Stunde mit dem Zug zur Arbeit gefahren und eine Stunde zurück. Seit dem Frühling arbeite ich montags und freitags zu Hause. Geld spare ich dabei nicht, die Monatskarte brauche ich ja trotzdem. Meine Nachbarin läuft jeden Morgen eine Stunde durch den Park, und sie hat gesagt: Komm doch mit! Dienstags, mittwochs und donnerstags sitze ich um sieben schon im Zug, da bleibt für Sport leider keine Zeit. Am Montag und am Freitag stehe ich jetzt um sieben mit ihr am Parktor, in Laufschuhen. So fit war ich seit Jahren nicht.',
            },
          ],
        },
        statement: 'Hanna hat an ihren Tagen im Homeoffice Zeit für Sport.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Dinge zusammen: Hanna arbeitet „montags und freitags zu Hause“, und genau am Montag und am Freitag „stehe ich jetzt um sieben mit ihr am Parktor, in Laufschuhen“: Sie läuft mit der Nachbarin durch den Park. An den Tagen zu Hause hat sie also Zeit für Sport.',
            en: 'Two things together: Hanna works [[montags und freitags zu Hause]] (at home on Mondays and Fridays), and on exactly those days, Monday and Friday, she says [[stehe ich jetzt um sieben mit ihr am Parktor, in Laufschuhen]] (I now stand at the park gate with her at seven, in running shoes): she runs through the park with her neighbour. So on her days at home she has time for sport.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Wörter der Aussage, mit „keine Zeit“: „da bleibt für Sport leider keine Zeit“. Aber das gilt für Dienstag, Mittwoch und Donnerstag, wenn Hanna im Zug sitzt. Das sind ihre Bürotage. Montag und Freitag, ihre Tage zu Hause, läuft sie mit der Nachbarin. Falscher Tag.',
            en: 'You hear almost the statement’s words, with [[keine Zeit]] (no time): [[da bleibt für Sport leider keine Zeit]] (there is unfortunately no time for sport). But that is about Tuesday, Wednesday and Thursday, when Hanna is on the train. Those are her office days. On Monday and Friday, her days at home, she runs with her neighbour. Wrong day.',
          },
        },
        evidence: [
          'Seit dem Frühling arbeite ich montags und freitags zu Hause.',
          'Am Montag und am Freitag stehe ich jetzt um sieben mit ihr am Parktor, in Laufschuhen.',
          'Dienstags, mittwochs und donnerstags sitze ich um sieben schon im Zug, da bleibt für Sport leider keine Zeit.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
      {
        n: 44,
        recording: {
          label: 'Text 4: Zoran',
          speakers: { zoran: { name: 'Zoran', voice: 'low' } },
          lines: [
            {
              who: 'zoran',
              text: 'Als ich mit dem Homeoffice angefangen hab, stand der Laptop immer auf dem Küchentisch, und ich hab zu Hause viel mehr gearbeitet als im Büro. Meine Chefin hat das gemerkt und mit mir gesprochen. Um halb fünf hol ich meine Tochter aus dem Kindergarten, und vorher kommt der Laptop in den Schrank, bis zum nächsten Morgen. Meine Kollegin sitzt oft noch um zehn Uhr abends vor dem Bildschirm. Das sehe ich an ihren E-Mails. Die lese ich dann beim ersten Kaffee.',
            },
          ],
        },
        statement: 'Zoran sitzt im Homeoffice oft bis spät am Abend am Computer.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Zoran holt „Um halb fünf“ seine Tochter ab, „und vorher kommt der Laptop in den Schrank, bis zum nächsten Morgen“. Die E-Mails vom Abend liest er erst „beim ersten Kaffee“, also am Morgen. Abends arbeitet er nicht.',
            en: 'Zoran picks up his daughter [[Um halb fünf]] (at half past four), [[und vorher kommt der Laptop in den Schrank, bis zum nächsten Morgen]] (and before that the laptop goes into the cupboard until the next morning). He reads the evening e-mails only [[beim ersten Kaffee]] (over his first coffee), so in the morning. He does not work in the evening.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören fast die Aussage: „sitzt oft noch um zehn Uhr abends vor dem Bildschirm“. Aber das sagt Zoran über seine Kollegin. Und am Anfang hat er zu Hause „viel mehr gearbeitet“, aber das war früher. Heute ist sein Laptop ab halb fünf im Schrank. Falsche Person.',
            en: 'You hear almost the statement: [[sitzt oft noch um zehn Uhr abends vor dem Bildschirm]] (often still sits in front of the screen at ten in the evening). But Zoran says that about his colleague. And at the start he [[viel mehr gearbeitet]] (worked much more) at home, but that was before. Today his laptop is in the cupboard from half past four. Wrong person.',
          },
        },
        evidence: [
          'und vorher kommt der Laptop in den Schrank, bis zum nächsten Morgen',
          'Meine Kollegin sitzt oft noch um zehn Uhr abends vor dem Bildschirm.',
          'Die lese ich dann beim ersten Kaffee.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 45,
        recording: {
          label: 'Text 5: Doris',
          speakers: { doris: { name: 'Doris', voice: 'high' } },
          lines: [
            {
              who: 'doris',
              text: 'Unsere Firma hat im Herbst eine neue Regel gemacht: Homeoffice gibt es nur noch an einem Tag pro Woche, nicht mehr an drei. Ich lebe allein, und zu Hause hab ich manchmal den ganzen Tag mit niemandem gesprochen. Wenn ich ehrlich bin, hat mir die Chefin mit der neuen Regel einen Gefallen getan. Meine Kolleginnen sehen das ganz anders. Im Büro ist es laut, der Kaffee schmeckt furchtbar, und in der Kantine muss man lange warten. Das hört man jetzt jeden Tag in der Teeküche. Na ja, ganz falsch ist das ja nicht.',
            },
          ],
        },
        statement: 'Doris findet es gut, dass sie jetzt öfter ins Büro muss.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Homeoffice gibt es nur noch an einem Tag statt an drei, also ist sie öfter im Büro. Zu Hause hat sie manchmal den ganzen Tag „mit niemandem gesprochen“, und sie sagt: „hat mir die Chefin mit der neuen Regel einen Gefallen getan“. Einen Gefallen tun heißt: etwas Gutes für jemanden tun.',
            en: 'Working from home is now allowed on one day instead of three, so she is in the office more often. At home she sometimes [[den ganzen Tag mit niemandem gesprochen]] (spoke to nobody all day), and she says [[hat mir die Chefin mit der neuen Regel einen Gefallen getan]] (with the new rule the boss did me a favour). Doing someone a favour means doing something good for them.',
          },
          '-': {
            trap: 'other-words',
            de: 'Am Ende hören Sie viel Negatives über das Büro: „laut“, der Kaffee „schmeckt furchtbar“, man muss „lange warten“, und Doris sagt selbst: „ganz falsch ist das ja nicht“. Aber das sind die Klagen ihrer Kolleginnen, die „das ganz anders“ sehen. Doris gibt ihnen beim Büro selbst ein bisschen recht, aber die neue Regel findet sie gut, denn allein zu Hause hat sie manchmal den ganzen Tag mit niemandem gesprochen. Die Aussage sagt das mit anderen Wörtern.',
            en: 'At the end you hear a lot of bad things about the office: [[laut]] (noisy), the coffee [[schmeckt furchtbar]] (tastes awful), you have to [[lange warten]] (wait a long time), and Doris herself says [[ganz falsch ist das ja nicht]] (that isn’t entirely wrong). But those are the complaints of her colleagues, who see it [[ganz anders]] (quite differently). Doris only half agrees with them about the office itself; she likes the new rule, because alone at home she sometimes spoke to nobody all day. The statement says this in other words.',
          },
        },
        evidence: [
          'Wenn ich ehrlich bin, hat mir die Chefin mit der neuen Regel einen Gefallen getan.',
          'Meine Kolleginnen sehen das ganz anders.',
          'Im Büro ist es laut, der Kaffee schmeckt furchtbar, und in der Kantine muss man lange warten.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-1' },
      },
    ],
  },

  listening2: {
    context:
      'Sie hören ein Gespräch: Lena ist fünfzehn und macht gerade ein Schulpraktikum. Sie erzählt ihrem Onkel davon.',
    topics: ['internships'],
    people: [
      { name: 'Lena', role: 'pupil on a school internship at a vet’s practice' },
      { name: 'Gerd', role: 'Lena’s uncle' },
      { name: 'Frau Pfeiffer', role: 'vet' },
      { name: 'Rosa', role: 'trainee at the vet’s practice' },
      { name: 'Yasemin', role: 'Lena’s friend, intern at a nursery' },
    ],
    recording: {
      label: 'Gespräch: das Praktikum in der Tierarztpraxis',
      speakers: {
        gerd: { name: 'Onkel Gerd', voice: 'low' },
        lena: { name: 'Lena', voice: 'high' },
      },
      lines: [
        {
          who: 'gerd',
          text: 'Hallo Lena! Deine Mutter hat erzählt, dass du gerade ein Praktikum machst. Wo bist du denn?',
        },
        {
          who: 'lena',
          text: 'Hallo, Onkel Gerd! Ja, zwei Wochen lang, in der Tierarztpraxis in der Bergstraße. Meine Freundin Yasemin wollte auch unbedingt dahin, wir lieben ja beide Tiere.',
        },
        { who: 'gerd', text: 'Und? Gefällt es dir?' },
        {
          who: 'lena',
          text: 'Ja, total. Am ersten Tag war ich ziemlich nervös, ich kannte ja niemanden. Die Tierärztin, Frau Pfeiffer, nimmt nämlich immer nur eine Praktikantin, und ich hatte mich zuerst angemeldet. Aber sie ist sehr nett und erklärt mir viel.',
        },
        { who: 'gerd', text: 'Wie sieht denn so ein Tag bei dir aus?' },
        {
          who: 'lena',
          text: 'Ich fange um halb acht an. Am ersten Tag hat mich Frau Pfeiffer gleich an die Anmeldung gesetzt, damit ich die Praxis kennenlerne. Inzwischen helfe ich morgens aber Rosa, der Auszubildenden: Wir machen die Käfige sauber und geben den Tieren Futter, die über Nacht in der Praxis bleiben. Um acht kommen dann die ersten Patienten. Dann sitze ich meistens an der Anmeldung und schreibe die Namen der Tiere auf. Rosa sagt, im ersten Lehrjahr hat sie auch fast nur an der Anmeldung gesessen.',
        },
        { who: 'gerd', text: 'Und wie lange musst du bleiben?' },
        {
          who: 'lena',
          text: 'Die Praxis ist bis sieben Uhr abends offen, und Rosa muss bis zum Schluss bleiben. Am Montag bin ich auch bis sieben geblieben, weil so viel los war. Aber Frau Pfeiffer hat gesagt, das geht nicht: Ich bin noch keine sechzehn und darf nur sieben Stunden am Tag arbeiten. Seitdem gehe ich jeden Tag um halb drei nach Hause.',
        },
        { who: 'gerd', text: 'Bekommst du eigentlich Geld für das Praktikum?' },
        {
          who: 'lena',
          text: 'Also, Frau Pfeiffer hat gesagt, ich kann in den Sommerferien wiederkommen und dort jobben. Dann bekomme ich zwölf Euro in der Stunde. Für das Praktikum jetzt gibt es aber keinen Cent, das ist bei einem Schulpraktikum so.',
        },
        { who: 'gerd', text: 'Na ja, immerhin in den Ferien. Was war denn bisher das Schönste?' },
        {
          who: 'lena',
          text: 'Am Dienstag kam ein kleines Mädchen mit seinem Meerschweinchen. Das hatte sich das Bein gebrochen, und das Mädchen hat die ganze Zeit geweint. Ich durfte das Meerschweinchen festhalten, während Frau Pfeiffer das Bein verbunden hat. Da hab ich gemerkt: Das ist genau mein Ding.',
        },
        { who: 'gerd', text: 'Und gibt’s auch etwas, das dir nicht so gefällt?' },
        {
          who: 'lena',
          text: 'Na ja, das Telefon. Das klingelt den ganzen Tag. In den ersten Tagen hatte ich richtig Angst, dranzugehen, weil ich die Leute oft nicht verstanden hab. Gestern war Rosa krank, da hab ich den ganzen Vormittag allein das Telefon gemacht, und das ging ganz gut. Schlimm finde ich eigentlich nur, wenn ein Tier sehr krank ist und man nichts mehr machen kann.',
        },
        { who: 'gerd', text: 'Willst du denn später Tierärztin werden?' },
        {
          who: 'lena',
          text: 'Das wollte ich eigentlich schon immer. Eine Ausbildung kam für mich nie in Frage, ich wollte studieren. Frau Pfeiffer hat mir erzählt, wie lange man Tiermedizin studieren muss und dass man sehr gute Noten braucht. „Das schaffe ich schon“, hab ich gesagt. Aber dann hat mir Rosa von ihrer Berufsschule erzählt. Ihr Beruf wäre vielleicht auch was für mich, und man verdient gleich Geld.',
        },
        { who: 'gerd', text: 'Und was sagen deine Eltern dazu?' },
        {
          who: 'lena',
          text: 'Mama findet, ich soll auf jeden Fall zuerst das Abitur machen, dann kann ich mich immer noch entscheiden. Papa sagt, das ist meine Sache. Ich mache jedenfalls nächstes Jahr noch ein zweites Praktikum, in der Tierklinik in Hallberg. Frau Pfeiffer sagt zwar, die Arbeit da ist viel härter, weil man schon um sechs anfängt. Papa meint, viel Neues lerne ich da nicht, Hunde und Katzen gibt’s da ja genau wie bei uns. Aber in den Ställen stehen außerdem Pferde und Kühe, und die sehe ich in der Bergstraße nie.',
        },
        {
          who: 'gerd',
          text: 'In Hallberg? Wie kommst du denn da hin? Das ist doch ziemlich weit.',
        },
        {
          who: 'lena',
          text: 'Mit dem Bus dauert es über eine Stunde, und ich müsste zweimal umsteigen. Papa kann mich auch nicht fahren, der hat selbst Frühschicht. Aber Yasemins großer Bruder arbeitet direkt neben der Klinik. Der kommt jeden Morgen mit dem Auto bei uns vorbei, und neben ihm ist immer ein Platz frei. Ich muss nur um Viertel nach fünf an der Straße stehen. Nach Hause fahre ich dann mit dem Bus, weil er länger arbeitet als ich.',
        },
        { who: 'gerd', text: 'Na, dann hast du ja schon alles geplant. Ich bin stolz auf dich!' },
        {
          who: 'lena',
          text: 'Danke, Onkel Gerd!',
        },
      ],
    },
    items: [
      {
        n: 46,
        statement: 'Lena macht ihr Praktikum im selben Betrieb wie ihre Freundin.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'In ihrer nächsten Antwort sagt Lena: „ich kannte ja niemanden“, und Frau Pfeiffer „nimmt nämlich immer nur eine Praktikantin, und ich hatte mich zuerst angemeldet.“ Für Yasemin gab es in der Praxis also keinen Platz.',
            en: 'In her next answer Lena says [[ich kannte ja niemanden]] (I didn’t know anybody), and Frau Pfeiffer [[nimmt nämlich immer nur eine Praktikantin, und ich hatte mich zuerst angemeldet]] (only ever takes one intern, and I had applied first). So there was no place at the practice for Yasemin.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Am Anfang hören Sie: „Meine Freundin Yasemin wollte auch unbedingt dahin“. Aber wollen ist nicht bekommen: Die Praxis nimmt „nur eine Praktikantin“, und das ist Lena. Am ersten Tag kannte sie dort niemanden.',
            en: 'At the start you hear [[Meine Freundin Yasemin wollte auch unbedingt dahin]] (my friend Yasemin really wanted to go there too). But wanting is not getting: the practice takes [[nur eine Praktikantin]] (only one intern), and that is Lena. On her first day she knew nobody there.',
          },
        },
        evidence: [
          'Meine Freundin Yasemin wollte auch unbedingt dahin',
          'ich kannte ja niemanden',
          'nimmt nämlich immer nur eine Praktikantin',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 47,
        statement: 'Lena beginnt ihren Arbeitstag an der Anmeldung.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Am ersten Tag saß Lena gleich an der Anmeldung. Dann sagt sie: „Inzwischen helfe ich morgens aber Rosa“. Sie macht mit Rosa die Käfige sauber und gibt den Tieren Futter. An die Anmeldung geht sie erst, wenn um acht die Patienten kommen.',
            en: 'On her first day Lena was put at the front desk at once. But [[Inzwischen helfe ich morgens aber Rosa]] (by now I help Rosa in the mornings): she cleans the cages with her and feeds the animals. She only goes to the front desk when the patients come at eight.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören: „Am ersten Tag hat mich Frau Pfeiffer gleich an die Anmeldung gesetzt“. Aber das war der erste Tag. „Inzwischen“ beginnt Lena morgens mit den Käfigen; an der Anmeldung sitzt sie erst ab acht. Falsche Zeit.',
            en: 'You hear [[Am ersten Tag hat mich Frau Pfeiffer gleich an die Anmeldung gesetzt]] (on the first day Frau Pfeiffer put me at the front desk straight away). But that was the first day. [[Inzwischen]] (by now) Lena starts the morning with the cages; she sits at the front desk only from eight. Wrong time.',
          },
        },
        evidence: [
          'Am ersten Tag hat mich Frau Pfeiffer gleich an die Anmeldung gesetzt',
          'Inzwischen helfe ich morgens aber Rosa',
          'Dann sitze ich meistens an der Anmeldung',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 48,
        statement: 'Lena hat früher Feierabend als die Auszubildende.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: '„Rosa muss bis zum Schluss bleiben“, also bis sieben Uhr. Lena sagt: „Seitdem gehe ich jeden Tag um halb drei nach Hause.“ Sie geht also viel früher nach Hause als Rosa.',
            en: '[[Rosa muss bis zum Schluss bleiben]] (Rosa has to stay until closing), that is until seven. Lena says [[Seitdem gehe ich jeden Tag um halb drei nach Hause.]] (Since then I go home at half past two every day.) So she goes home much earlier than Rosa.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören: „Am Montag bin ich auch bis sieben geblieben“, also so lange wie Rosa. Aber das war nur am Montag, und Frau Pfeiffer hat gesagt: „das geht nicht“. Seitdem geht Lena um halb drei. Falsche Zeit. Das Wort „Feierabend“ fällt nicht.',
            en: 'You hear [[Am Montag bin ich auch bis sieben geblieben]] (on Monday I stayed until seven too), as long as Rosa. But that was only on Monday, and Frau Pfeiffer said [[das geht nicht]] (that is not allowed). Since then Lena leaves at half past two. Wrong time. The word [[Feierabend]] (end of the working day) is not said.',
          },
        },
        evidence: [
          'und Rosa muss bis zum Schluss bleiben',
          'Am Montag bin ich auch bis sieben geblieben',
          'Seitdem gehe ich jeden Tag um halb drei nach Hause.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 49,
        statement: 'Lena bekommt für ihr Praktikum 12 Euro pro Stunde.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Lena sagt: „Für das Praktikum jetzt gibt es aber keinen Cent, das ist bei einem Schulpraktikum so.“ Die zwölf Euro gibt es erst für einen Ferienjob „in den Sommerferien“.',
            en: 'Lena says [[Für das Praktikum jetzt gibt es aber keinen Cent, das ist bei einem Schulpraktikum so.]] (But for the internship now there is not a cent; that is how it is with a school internship.) The twelve euros are only for a holiday job [[in den Sommerferien]] (in the summer holidays).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Auf die Frage nach Geld hören Sie zuerst „zwölf Euro in der Stunde“. Aber das gilt nur, wenn sie in den Sommerferien wiederkommt und „jobben“ will. Erst danach sagt Lena: Für das Praktikum gibt es „keinen Cent“. Falsche Zeit.',
            en: 'Asked about money, you first hear [[zwölf Euro in der Stunde]] (twelve euros an hour). But that only applies if she comes back in the summer holidays to [[jobben]] (work a holiday job). Only after that does Lena say there is [[keinen Cent]] (not a cent) for the internship. Wrong time.',
          },
        },
        evidence: [
          'Dann bekomme ich zwölf Euro in der Stunde.',
          'Für das Praktikum jetzt gibt es aber keinen Cent',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 50,
        statement: 'Lena hat dem Meerschweinchen das Bein verbunden.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: '„Ich durfte das Meerschweinchen festhalten, während Frau Pfeiffer das Bein verbunden hat.“ Lena hat das Tier nur festgehalten, verbunden hat die Tierärztin.',
            en: '[[Ich durfte das Meerschweinchen festhalten, während Frau Pfeiffer das Bein verbunden hat.]] (I was allowed to hold the guinea pig while Frau Pfeiffer bandaged its leg.) Lena only held the animal; the vet did the bandaging.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „Meerschweinchen“, „das Bein verbunden“ und „Ich durfte“ in einem Satz. Aber verbunden hat Frau Pfeiffer; Lena hat das Tier festgehalten. Falsche Person.',
            en: 'You hear [[Meerschweinchen]] (guinea pig), [[das Bein verbunden]] (bandaged the leg) and [[Ich durfte]] (I was allowed) in one sentence. But it was Frau Pfeiffer who bandaged it; Lena held the animal. Wrong person.',
          },
        },
        evidence: [
          'Ich durfte das Meerschweinchen festhalten, während Frau Pfeiffer das Bein verbunden hat.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 51,
        statement: 'Lena hat immer noch Angst, ans Telefon zu gehen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Angst hatte sie „In den ersten Tagen“. Zwei Sätze später erzählt sie: „Gestern … hab ich den ganzen Vormittag allein das Telefon gemacht, und das ging ganz gut.“ Und „Schlimm finde ich eigentlich nur“ kranke Tiere, nicht mehr das Telefon.',
            en: 'She was afraid [[In den ersten Tagen]] (in the first few days). Two sentences later she says [[Gestern … hab ich den ganzen Vormittag allein das Telefon gemacht, und das ging ganz gut.]] (Yesterday I answered the phone on my own all morning, and it went quite well.) And [[Schlimm finde ich eigentlich nur]] (the only thing I really find bad) is very sick animals, no longer the phone.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Auf die Frage, was ihr nicht gefällt, sagt Lena zuerst „das Telefon“ und „richtig Angst, dranzugehen“. Aber das war „In den ersten Tagen“. Gestern hat sie allein telefoniert, und es ging gut. Falsche Zeit.',
            en: 'Asked what she does not like, Lena first says [[das Telefon]] (the phone) and [[richtig Angst, dranzugehen]] (really afraid to answer). But that was [[In den ersten Tagen]] (in the first few days). Yesterday she answered the phone alone, and it went well. Wrong time.',
          },
        },
        evidence: [
          'In den ersten Tagen hatte ich richtig Angst, dranzugehen',
          'da hab ich den ganzen Vormittag allein das Telefon gemacht, und das ging ganz gut',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 52,
        statement: 'Lena denkt jetzt auch über eine Ausbildung nach.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Rosa ist die Auszubildende und hat Lena von ihrer Berufsschule erzählt. Lena sagt: „Ihr Beruf wäre vielleicht auch was für mich“. Sie denkt jetzt also über eine Ausbildung wie Rosa nach.',
            en: 'Rosa is the trainee and told Lena about her vocational school. Lena says [[Ihr Beruf wäre vielleicht auch was für mich]] (her job might be something for me too). So she is now thinking about vocational training like Rosa’s.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Das Wort „Ausbildung“ hören Sie in diesem Satz: „Eine Ausbildung kam für mich nie in Frage, ich wollte studieren.“ Das war aber früher. Nach dem Gespräch mit Rosa, der Auszubildenden, sagt Lena mit anderen Wörtern: „Ihr Beruf wäre vielleicht auch was für mich“. Falsche Zeit.',
            en: 'You hear the word [[Ausbildung]] (vocational training) in this sentence: [[Eine Ausbildung kam für mich nie in Frage, ich wollte studieren.]] (Vocational training was never an option for me; I wanted to go to university.) But that was before. After talking to Rosa, the trainee, Lena says in other words [[Ihr Beruf wäre vielleicht auch was für mich]] (her job might be something for me too). Wrong time.',
          },
        },
        evidence: [
          'Eine Ausbildung kam für mich nie in Frage',
          'Ihr Beruf wäre vielleicht auch was für mich',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 53,
        statement: 'Lenas Vater möchte, dass sie zuerst das Abitur macht.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: '„Papa sagt, das ist meine Sache.“ Das Abitur wünscht sich die Mutter.',
            en: '[[Papa sagt, das ist meine Sache.]] (Dad says it is up to me.) It is her mother who wants the Abitur first.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „zuerst das Abitur machen“. Aber das findet „Mama“, nicht Papa. Falsche Person.',
            en: 'You hear [[zuerst das Abitur machen]] (do the Abitur first). But that is what [[Mama]] thinks, not Dad. Wrong person.',
          },
        },
        evidence: [
          'Mama findet, ich soll auf jeden Fall zuerst das Abitur machen',
          'Papa sagt, das ist meine Sache.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 54,
        statement: 'In der Tierklinik kann Lena mehr kennenlernen als in der Tierarztpraxis.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'In der Tierklinik gibt es Hunde und Katzen wie in der Praxis, und dazu: „in den Ställen stehen außerdem Pferde und Kühe, und die sehe ich in der Bergstraße nie.“ Dort lernt Lena also alles wie in der Praxis und noch mehr kennen.',
            en: 'At the animal hospital there are dogs and cats as at the practice, and on top of that [[in den Ställen stehen außerdem Pferde und Kühe, und die sehe ich in der Bergstraße nie]] (horses and cows stand in the stables as well, and I never see those in Bergstraße). So she gets to know everything she knows from the practice, and more.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören: „Papa meint, viel Neues lerne ich da nicht“, weil es dort Hunde und Katzen „genau wie bei uns“ gibt. Das sagt aber der Vater, nicht Lena. Sie antwortet mit „Aber“: Pferde und Kühe gibt es nur in der Klinik. Falsche Person.',
            en: 'You hear [[Papa meint, viel Neues lerne ich da nicht]] (Dad thinks I won’t learn much new there), because there are dogs and cats [[genau wie bei uns]] (just like at our place). But that is her father’s view, not Lena’s. She answers with [[Aber]] (but): horses and cows are only at the hospital. Wrong person.',
          },
        },
        evidence: [
          'Papa meint, viel Neues lerne ich da nicht',
          'Aber in den Ställen stehen außerdem Pferde und Kühe',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 55,
        statement: 'Zur Tierklinik wird Lena mit dem Auto mitgenommen.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Yasemins Bruder arbeitet neben der Klinik: „Der kommt jeden Morgen mit dem Auto bei uns vorbei, und neben ihm ist immer ein Platz frei.“ Lena muss nur an der Straße stehen, dann fährt sie morgens bei ihm mit.',
            en: 'Yasemin’s brother works next to the hospital: [[Der kommt jeden Morgen mit dem Auto bei uns vorbei, und neben ihm ist immer ein Platz frei.]] (He drives past our house every morning, and the seat next to him is always free.) Lena only has to stand by the road; then she rides with him in the morning.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören zuerst „Mit dem Bus“ und „Papa kann mich auch nicht fahren“, und am Ende: „Nach Hause fahre ich dann mit dem Bus“. Das klingt, als müsste Lena den Bus nehmen. Aber der Bus ist nur für den Weg nach Hause. Zur Klinik fährt sie morgens mit Yasemins Bruder im Auto. Falsche Richtung, falsche Zeit.',
            en: 'You first hear [[Mit dem Bus]] (by bus) and [[Papa kann mich auch nicht fahren]] (Dad cannot drive me either), and at the end [[Nach Hause fahre ich dann mit dem Bus]] (I then take the bus home). It sounds as if Lena had to take the bus. But the bus is only for the way home. To the hospital she rides with Yasemin’s brother by car in the morning. Wrong direction, wrong time.',
          },
        },
        evidence: [
          'Papa kann mich auch nicht fahren',
          'Der kommt jeden Morgen mit dem Auto bei uns vorbei, und neben ihm ist immer ein Platz frei.',
          'Nach Hause fahre ich dann mit dem Bus',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-2' },
      },
    ],
  },

  listening3: {
    context:
      'Sie hören fünf kurze Texte: Nachrichten auf dem Anrufbeantworter, Durchsagen und Informationen im Radio.',
    topics: ['heating-and-repairs', 'leisure-courses', 'summer-heat', 'town-festival', 'second-hand'],
    people: [
      { name: 'Frau Neumann', role: 'customer waiting for a heating repair' },
      { name: 'Herr Ostermann', role: 'employee of a heating firm' },
      { name: 'Cem', role: 'father looking for a used children’s bike' },
      { name: 'Nora', role: 'Cem’s friend' },
    ],
    items: [
      {
        n: 56,
        recording: {
          label: 'Text 1: Nachricht auf dem Anrufbeantworter',
          speakers: { ostermann: { name: 'Herr Ostermann', voice: 'low' } },
          lines: [
            {
              who: 'ostermann',
              text: 'Guten Tag, Frau Neumann, hier ist Ostermann von der Firma Wärme-Service. Sie hatten uns am Montag wegen Ihrer Heizung angerufen. Leider ist der Monteur, der am Donnerstag zu Ihnen kommen wollte, krank geworden. Er kann diese Woche nicht mehr arbeiten. Ein Kollege von ihm hat aber schon morgen früh Zeit, also am Mittwoch, zwischen acht und zehn Uhr. Wenn Ihnen das nicht passt, rufen Sie uns bitte heute bis fünf Uhr zurück. Sonst kommt der Kollege morgen früh zu Ihnen.',
            },
          ],
        },
        statement: 'Noch in dieser Woche kommt ein Monteur zu Frau Neumann.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Der kranke Monteur kommt nicht, aber „Ein Kollege von ihm hat aber schon morgen früh Zeit, also am Mittwoch“. Der Kollege ist auch ein Monteur, und Mittwoch ist in dieser Woche.',
            en: 'The sick fitter is not coming, but [[Ein Kollege von ihm hat aber schon morgen früh Zeit, also am Mittwoch]] (a colleague of his is free tomorrow morning, that is on Wednesday). The colleague is a fitter too, and Wednesday is this week.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „krank geworden“ und „Er kann diese Woche nicht mehr arbeiten“. Das sagt fast das Gegenteil der Aussage. Aber das gilt nur für den kranken Monteur. Sein Kollege kommt schon am Mittwoch; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[krank geworden]] (has fallen ill) and [[Er kann diese Woche nicht mehr arbeiten]] (he cannot work any more this week). That sounds almost like the opposite of the statement. But it is only about the sick fitter. His colleague comes on Wednesday; the statement says so in other words.',
          },
        },
        evidence: [
          'Er kann diese Woche nicht mehr arbeiten.',
          'Ein Kollege von ihm hat aber schon morgen früh Zeit, also am Mittwoch, zwischen acht und zehn Uhr.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 57,
        recording: {
          label: 'Text 2: Information der Volkshochschule',
          speakers: { ansage: { name: 'Ansage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Hier ist die Volkshochschule Auenstedt mit einer Information zu unseren Fotokursen. Der Kurs „Fotografieren mit dem Handy“ am Samstagnachmittag ist leider schon voll. Weil so viele Anmeldungen gekommen sind, gibt es einen zweiten Kurs, am Sonntagvormittag von zehn bis zwölf Uhr. Auch für diesen Kurs haben sich seit heute Morgen schon vierzehn Personen angemeldet. In jeden Kurs passen sechzehn Leute. Der Kurs kostet genauso viel wie am Samstag, 45 Euro für vier Termine. Anmelden können Sie sich im Internet oder telefonisch.',
              say: 'Hier ist die Volkshochschule Auenstedt mit einer Information zu unseren Fotokursen. Der Kurs „Fotografieren mit dem Handy“ am Samstagnachmittag ist leider schon voll. Weil so viele Anmeldungen gekommen sind, gibt es einen zweiten Kurs, am Sonntagvormittag von zehn bis zwölf Uhr. Auch für diesen Kurs haben sich seit heute Morgen schon vierzehn Personen angemeldet. In jeden Kurs passen sechzehn Leute. Der Kurs kostet genauso viel wie am Samstag, fünfundvierzig Euro für vier Termine. Anmelden können Sie sich im Internet oder telefonisch.',
            },
          ],
        },
        statement: 'Für den Handy-Fotokurs am Sonntag kann man sich noch anmelden.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Für den Sonntag „haben sich … schon vierzehn Personen angemeldet“, und „In jeden Kurs passen sechzehn Leute“. Vierzehn von sechzehn: Zwei Plätze sind noch frei.',
            en: 'For Sunday [[haben sich … schon vierzehn Personen angemeldet]] (fourteen people have already signed up), and [[In jeden Kurs passen sechzehn Leute]] (each course takes sixteen people). Fourteen of sixteen: two places are still free.',
          },
          '-': {
            trap: 'wrong-detail',
            de: 'Sie hören „leider schon voll“ und beim Sonntag „schon vierzehn Personen angemeldet“. Das klingt, als wäre auch der Sonntag voll. Aber voll ist nur der Samstag, und in einen Kurs passen sechzehn. Am Sonntag sind also noch zwei Plätze frei.',
            en: 'You hear [[leider schon voll]] (already full, unfortunately) and, for Sunday, [[schon vierzehn Personen angemeldet]] (fourteen people already signed up). It sounds as if Sunday were full too. But only Saturday is full, and a course takes sixteen. So two places are still free on Sunday.',
          },
        },
        evidence: [
          'Auch für diesen Kurs haben sich seit heute Morgen schon vierzehn Personen angemeldet.',
          'In jeden Kurs passen sechzehn Leute.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'example-part-3' },
      },
      {
        n: 58,
        recording: {
          label: 'Text 3: Information im Radio',
          speakers: { radio: { name: 'Radio', voice: 'announcer' } },
          lines: [
            {
              who: 'radio',
              text: 'Und nun ein Hinweis für alle, die bei dieser Hitze ins Wasser wollen: Die Freibäder der Stadt haben heute und morgen länger geöffnet, nämlich bis 22 Uhr statt wie sonst bis 20 Uhr. Besonders angenehm ist es jetzt im Waldbad in Hollbach, denn dort gibt es viel Schatten unter den Bäumen. Das Waldbad gehört übrigens nicht der Stadt, sondern einem Verein, und es hat keine Lampen. Dort müssen also wie an jedem Abend um 20 Uhr alle aus dem Wasser. Und denken Sie daran: Trinken Sie viel!',
              say: 'Und nun ein Hinweis für alle, die bei dieser Hitze ins Wasser wollen: Die Freibäder der Stadt haben heute und morgen länger geöffnet, nämlich bis zweiundzwanzig Uhr statt wie sonst bis zwanzig Uhr. Besonders angenehm ist es jetzt im Waldbad in Hollbach, denn dort gibt es viel Schatten unter den Bäumen. Das Waldbad gehört übrigens nicht der Stadt, sondern einem Verein, und es hat keine Lampen. Dort müssen also wie an jedem Abend um zwanzig Uhr alle aus dem Wasser. Und denken Sie daran: Trinken Sie viel!',
            },
          ],
        },
        statement: 'Im Waldbad kann man heute bis 22 Uhr schwimmen.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Länger offen sind nur die Freibäder der Stadt. Das Waldbad „gehört übrigens nicht der Stadt, sondern einem Verein“, und dort „müssen also wie an jedem Abend um 20 Uhr alle aus dem Wasser“.',
            en: 'Only the town’s pools stay open longer. The forest pool [[gehört übrigens nicht der Stadt, sondern einem Verein]] (by the way, does not belong to the town but to a club), and there [[müssen also wie an jedem Abend um 20 Uhr alle aus dem Wasser]] (everyone has to get out of the water at 8 pm, as every evening).',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören „länger geöffnet“ und „bis 22 Uhr“, und gleich danach lobt der Sprecher das Waldbad. Aber die 22 Uhr gelten für die Bäder der Stadt, und das Waldbad gehört einem Verein. Dort ist um 20 Uhr Schluss. Falscher Ort.',
            en: 'You hear [[länger geöffnet]] (open longer) and [[bis 22 Uhr]] (until 10 pm), and right after that the speaker praises the forest pool. But 10 pm is for the town’s pools, and the forest pool belongs to a club. It closes at 8 pm. Wrong place.',
          },
        },
        evidence: [
          'Die Freibäder der Stadt haben heute und morgen länger geöffnet',
          'Das Waldbad gehört übrigens nicht der Stadt, sondern einem Verein',
          'Dort müssen also wie an jedem Abend um 20 Uhr alle aus dem Wasser.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 59,
        recording: {
          label: 'Text 4: Durchsage auf dem Stadtfest',
          speakers: { ansage: { name: 'Durchsage', voice: 'announcer' } },
          lines: [
            {
              who: 'ansage',
              text: 'Liebe Besucherinnen und Besucher des Stadtfestes! Viele von Ihnen fragen nach dem Feuerwerk um zehn Uhr. Für heute Abend ist ein Gewitter angesagt, ungefähr von sieben bis neun Uhr. Deshalb fällt das Konzert der Band „Nachtschicht“ um acht Uhr auf der Marktbühne aus. Die Band spielt stattdessen morgen, am Sonntag, um 18 Uhr. Nach dem Gewitter geht unser Programm ganz normal weiter. Die Stände in der Altstadt bleiben bis Mitternacht geöffnet.',
              say: 'Liebe Besucherinnen und Besucher des Stadtfestes! Viele von Ihnen fragen nach dem Feuerwerk um zehn Uhr. Für heute Abend ist ein Gewitter angesagt, ungefähr von sieben bis neun Uhr. Deshalb fällt das Konzert der Band „Nachtschicht“ um acht Uhr auf der Marktbühne aus. Die Band spielt stattdessen morgen, am Sonntag, um achtzehn Uhr. Nach dem Gewitter geht unser Programm ganz normal weiter. Die Stände in der Altstadt bleiben bis Mitternacht geöffnet.',
            },
          ],
        },
        statement: 'Das Feuerwerk wird wegen des Wetters auf Sonntag verschoben.',
        key: '-',
        why: {
          '-': {
            trap: 'key',
            de: 'Zwei Informationen zusammen: Das Gewitter kommt „ungefähr von sieben bis neun Uhr“, und „Nach dem Gewitter geht unser Programm ganz normal weiter“. Das Feuerwerk ist „um zehn Uhr“, also nach dem Gewitter. Es findet heute statt.',
            en: 'Two pieces of information together: the storm comes [[ungefähr von sieben bis neun Uhr]] (roughly from seven to nine), and [[Nach dem Gewitter geht unser Programm ganz normal weiter]] (after the storm our programme goes on as normal). The fireworks are [[um zehn Uhr]] (at ten), so after the storm. They take place today.',
          },
          '+': {
            trap: 'wrong-detail',
            de: 'Sie hören zuerst „Feuerwerk“, dann „Gewitter“, „fällt … aus“ und „morgen, am Sonntag“. Das klingt, als würde das Feuerwerk verschoben. Aber auf Sonntag verschoben wird das Konzert der Band um acht, mitten im Gewitter. Das Feuerwerk um zehn kommt nach dem Gewitter. Falsche Veranstaltung.',
            en: 'You hear first [[Feuerwerk]] (fireworks), then [[Gewitter]] (thunderstorm), [[fällt … aus]] (is cancelled) and [[morgen, am Sonntag]] (tomorrow, Sunday). It sounds as if the fireworks were moved. But what is moved to Sunday is the band’s concert at eight, in the middle of the storm. The fireworks at ten come after the storm. Wrong event.',
          },
        },
        evidence: [
          'Viele von Ihnen fragen nach dem Feuerwerk um zehn Uhr.',
          'Für heute Abend ist ein Gewitter angesagt, ungefähr von sieben bis neun Uhr.',
          'Die Band spielt stattdessen morgen, am Sonntag, um 18 Uhr.',
          'Nach dem Gewitter geht unser Programm ganz normal weiter.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'common-traps' },
      },
      {
        n: 60,
        recording: {
          label: 'Text 5: Nachricht auf der Mailbox',
          speakers: { nora: { name: 'Nora', voice: 'high' } },
          lines: [
            {
              who: 'nora',
              text: 'Hallo Cem, hier ist Nora. Du hast doch gefragt, ob jemand ein gebrauchtes Kinderfahrrad hat. Meine Nachbarin verkauft eins, mit Helm. Für beides zusammen wollte sie zuerst 70 Euro haben. Den Helm will sie nicht billiger verkaufen, der kostet 20 Euro, er ist noch ganz neu. Ich hab ihr dann erzählt, dass du das Rad für deinen Sohn suchst. Da hat sie gesagt, von dir nimmt sie für Rad und Helm zusammen 50 Euro. Sie ist heute ab sechs Uhr zu Hause, bei mir im Haus im Erdgeschoss. Ruf mich einfach zurück!',
              say: 'Hallo Cem, hier ist Nora. Du hast doch gefragt, ob jemand ein gebrauchtes Kinderfahrrad hat. Meine Nachbarin verkauft eins, mit Helm. Für beides zusammen wollte sie zuerst siebzig Euro haben. Den Helm will sie nicht billiger verkaufen, der kostet zwanzig Euro, er ist noch ganz neu. Ich hab ihr dann erzählt, dass du das Rad für deinen Sohn suchst. Da hat sie gesagt, von dir nimmt sie für Rad und Helm zusammen fünfzig Euro. Sie ist heute ab sechs Uhr zu Hause, bei mir im Haus im Erdgeschoss. Ruf mich einfach zurück!',
            },
          ],
        },
        statement: 'Cem kann das Fahrrad billiger bekommen, als die Nachbarin zuerst wollte.',
        key: '+',
        why: {
          '+': {
            trap: 'key',
            de: 'Zwei Informationen zusammen: Zuerst wollte die Nachbarin für Rad und Helm „70 Euro“; der Helm kostet „20 Euro“, das Rad also 50. Jetzt nimmt sie von Cem „für Rad und Helm zusammen 50 Euro“. Der Helm bleibt bei 20 Euro, also kostet das Rad nur noch 30 Euro statt 50.',
            en: 'Two pieces of information together: at first the neighbour wanted [[70 Euro]] for bike and helmet; the helmet costs [[20 Euro]], so the bike 50. Now she takes [[für Rad und Helm zusammen 50 Euro]] (50 euros for bike and helmet together) from Cem. The helmet stays at 20 euros, so the bike now costs only 30 instead of 50.',
          },
          '-': {
            trap: 'other-words',
            de: 'Sie hören „Den Helm will sie nicht billiger verkaufen“, fast das Gegenteil der Aussage, und dann „50 Euro“. Das klingt, als bliebe alles gleich teuer. Aber „nicht billiger“ gilt nur für den Helm, und die 50 Euro sind jetzt der Preis für Rad und Helm zusammen. Das Rad kostet Cem also 30 statt 50 Euro; die Aussage sagt das mit anderen Wörtern.',
            en: 'You hear [[Den Helm will sie nicht billiger verkaufen]] (she won’t sell the helmet for less), almost the opposite of the statement, and then [[50 Euro]]. It sounds as if nothing got cheaper. But [[nicht billiger]] is only about the helmet, and the 50 euros are now the price for bike and helmet together. So the bike costs Cem 30 instead of 50 euros; the statement says so in other words.',
          },
        },
        evidence: [
          'Für beides zusammen wollte sie zuerst 70 Euro haben.',
          'Den Helm will sie nicht billiger verkaufen, der kostet 20 Euro',
          'Da hat sie gesagt, von dir nimmt sie für Rad und Helm zusammen 50 Euro.',
        ],
        teaches: { sheet: 'listening-mastery-written', section: 'note-symbols' },
      },
    ],
  },
} satisfies ModelTestListening;
