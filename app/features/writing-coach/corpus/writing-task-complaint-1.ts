import type { CorpusLetter } from './types';

/** Task `writing-task-complaint:1`: the heating after the repair, a reply to Ms Vogel (Sie). */
export const letters: CorpusLetter[] = [
  {
    id: 'writing-task-complaint:1/01',
    task: 'writing-task-complaint:1',
    kind: 'good',
    text: `Sehr geehrte Frau Vogel,

vielen Dank für Ihre E-Mail. Leider bin ich mit der Reparatur nicht zufrieden. Seit dem 12. November wird die Heizung im Wohnzimmer nicht mehr richtig warm. Am Abend sind es nur 16 Grad, und die Heizung macht laute Geräusche.

Der Handwerker ist damals zwei Stunden zu spät gekommen. Er war nur zwanzig Minuten in der Wohnung und hat mir nichts erklärt. Außerdem hat er schmutzige Spuren auf dem Teppich hinterlassen.

Bitte schicken Sie so schnell wie möglich einen anderen Techniker. Es wird jetzt jeden Tag kälter.

Ich bin montags und mittwochs den ganzen Tag zu Hause, an den anderen Tagen ab 17 Uhr.

Mit freundlichen Grüßen
Ana Petrović`,
    points: [true, true, true, true],
    mistakes: [],
  },
  {
    id: 'writing-task-complaint:1/02',
    task: 'writing-task-complaint:1',
    kind: 'good',
    text: `Sehr geehrte Frau Vogel,

Sie möchten wissen, ob ich mit der Reparatur zufrieden bin. Leider nicht: Seit der Reparatur hat die Heizung nicht mehr funktioniert. Das Wohnzimmer bleibt kalt, und ich muss mit einem kleinen Elektroofen heizen. Das kostet viel Strom.

Der Besuch des Handwerkers war auch nicht gut. Er hat nur kurz etwas an der Heizung gemacht und ist nach zehn Minuten wieder gegangen. Er hat nicht kontrolliert, ob sie wirklich funktioniert.

Ich bitte Sie, noch einmal jemanden vorbeizuschicken, und zwar noch diese Woche. Bitte fragen Sie die Firma auch, wer die Stromkosten bezahlt.

Am Donnerstag und Freitag bin ich ab 14 Uhr zu Hause.

Mit freundlichen Grüßen
Jonas Berger`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'hat die Heizung nicht mehr funktioniert', rule: 'seit-tense' }],
  },
  {
    id: 'writing-task-complaint:1/03',
    task: 'writing-task-complaint:1',
    kind: 'short',
    text: `Sehr geehrte Frau Vogel,

ich bin nicht zufrieden mit die Reparatur. Die Heizung ist immer noch kalt. Ich friere jeden Abend im Wohnzimmer. Ich habe nicht Geld für einen Elektroofen. Der Handwerker war nur fünf Minuten hier, und er hat nichts gesagt. Bitte schicken sie noch einmal jemanden, aber schnell, es ist Winter.

Mit freundlichen Grüßen
Jonas Berger`,
    points: [true, true, true, false],
    mistakes: [
      { fragment: 'mit die Reparatur', rule: 'dative-preposition' },
      { fragment: 'nicht Geld', rule: 'kein-nicht' },
      { fragment: 'schicken sie', rule: 'sie-lowercase' },
    ],
  },
  {
    id: 'writing-task-complaint:1/04',
    task: 'writing-task-complaint:1',
    kind: 'off-topic',
    text: `Sehr geehrte Frau Vogel,

danke für Ihre Nachricht. Ich möchte Ihnen heute über ein anderes Problem schreiben. Meine Nachbarn im dritten Stock machen jede Nacht laute Musik, oft bis ein Uhr. Ich aufstehe jeden Morgen um sechs Uhr, deshalb brauche ich meine Ruhe. Ich habe schon zweimal mit ihnen gesprochen, aber es ist nicht besser geworden.

Außerdem ist das Licht im Treppenhaus seit einer Woche kaputt. Das ist am Abend gefährlich, besonders für die älteren Mieter.

Mit freundlichen Grüßen
Ana Petrović`,
    points: [false, false, false, false],
    mistakes: [{ fragment: 'Ich aufstehe jeden Morgen', rule: 'separable-verb' }],
  },
  {
    id: 'writing-task-complaint:1/05',
    task: 'writing-task-complaint:1',
    kind: 'missing-one',
    text: `Sehr geehrte Frau Vogel,

leider funktioniert die Heizung im Wohnzimmer immer noch nicht richtig. Sie wird nur am Morgen ein bisschen warm, am Nachmittag und am Abend ist sie ganz kalt. Ich habe gestern gemessen nur 15 Grad. Meine Kinder spielen jetzt im Kinderzimmer, weil es im Wohnzimmer zu kalt ist.

Ich bitte Sie, die Firma Wärme-Service noch einmal zu schicken. Wenn die Firma das Problem wieder nicht lösen kann, sollten Sie eine andere Firma beauftragen. Außerdem möchte ich wissen, ob ich für diesen Monat weniger Miete zahlen muss.

Sie können jeden Vormittag kommen, ich bin bis 12 Uhr zu Hause. Bitte rufen Sie mich vorher an.

Mit freundlichen Grüßen
Leyla Demir`,
    points: [true, false, true, true],
    mistakes: [{ fragment: 'gemessen nur 15 Grad', rule: 'participle-end' }],
  },
  {
    id: 'writing-task-complaint:1/06',
    task: 'writing-task-complaint:1',
    kind: 'missing-one',
    text: `Sehr geehrte Frau Vogel,

vielen Dank für Ihre Nachfrage. Leider gibt es seit der Reparatur ein neues Problem: Die Heizung im Wohnzimmer verliert Wasser. Wann ich am Morgen ins Wohnzimmer komme, ist unter dem Heizkörper eine kleine Pfütze. Der Holzboden ist dort schon dunkel geworden.

Der Handwerker war sehr freundlich, aber er hatte es sehr eilig. Er hat gesagt, dass er noch fünf andere Wohnungen reparieren muss. Ich glaube, er hat nicht richtig gearbeitet.

Bitte schicken Sie schnell einen Handwerker, damit der Boden nicht kaputtgeht. Ich möchte auch wissen, wer den Schaden am Boden bezahlt.

Mit freundlichen Grüßen
Jonas Berger`,
    points: [true, true, true, false],
    mistakes: [{ fragment: 'Wann ich am Morgen', rule: 'wenn-als-wann' }],
  },
  {
    id: 'writing-task-complaint:1/07',
    task: 'writing-task-complaint:1',
    kind: 'missing-two',
    text: `Sehr geehrte Frau Vogel,

Sie haben gefragt, ob ich mit der Reparatur zufrieden bin. Das bin ich leider nicht. Seit dem 12. November ist die Heizung im Wohnzimmer nur lauwarm. Ich habe sie auf die höchste Stufe gestellt, aber es wird nicht wärmer als 17 Grad.

Ich erwarte, dass Sie das Problem schnell lösen. Bitte schicken Sie einen anderen Handwerker, denn ich mit der Firma Wärme-Service nicht zufrieden bin. Ich bin seit fünf Jahren Mieterin in diesem Haus und hatte nie Probleme, deshalb bin ich jetzt wirklich enttäuscht.

Mit freundlichen Grüßen
Ana Petrović`,
    points: [true, false, true, false],
    mistakes: [{ fragment: 'denn ich mit der Firma', rule: 'denn-word-order' }],
  },
  {
    id: 'writing-task-complaint:1/08',
    task: 'writing-task-complaint:1',
    kind: 'paraphrase',
    text: `Sehr geehrte Frau Vogel,

leider bleibt es in meinem Wohnzimmer auch nach dem 12. November kalt. Der Heizkörper wird nur oben ein wenig warm, unten ist er eiskalt. In der Nacht hört man außerdem ein laute Klopfen.

Der Techniker von Wärme-Service kam erst um 15 Uhr, obwohl er für 10 Uhr angemeldet war. Er hat nur eine Viertelstunde gearbeitet und ist dann gegangen, ohne mir etwas zu erklären.

Ich bitte Sie daher, eine andere Firma mit der Sache zu beauftragen. Ich hoffe, dass sich noch in dieser Woche jemand darum kümmert.

Am Dienstag und Samstag können Sie mich den ganzen Tag in der Wohnung antreffen.

Mit freundlichen Grüßen
Leyla Demir`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'ein laute Klopfen', rule: 'adjective-ending' }],
  },
  {
    id: 'writing-task-complaint:1/09',
    task: 'writing-task-complaint:1',
    kind: 'paraphrase',
    text: `Sehr geehrte Frau Vogel,

ich muss Ihnen leider mitteilen, dass mein Wohnzimmer immer noch nicht warm wird. Inzwischen trage ich abends in der Wohnung zwei Pullover.

Der Mann von der Firma war sehr unfreundlich. Er hat seine Schuhe nicht ausgezogen und Schmutz auf dem Teppich gelassen. Nach zwanzig Minuten hat er gesagt: „Alles in Ordnung“, und hat gegangen.

Bitte kümmern Sie sich darum, dass die Heizung endlich richtig funktioniert. Außerdem muss die Firma den Teppich reinigen lassen.

Ab 16 Uhr können Sie jeden Tag bei mir klingeln, am Wochenende auch vormittags.

Mit freundlichen Grüßen
Jonas Berger`,
    points: [true, true, true, true],
    mistakes: [{ fragment: 'und hat gegangen', rule: 'perfect-sein-movement' }],
  },
  {
    id: 'writing-task-complaint:1/10',
    task: 'writing-task-complaint:1',
    kind: 'weak',
    text: `Sehr geehrte Frau Vogel,

ich schreibe ihnen, weil die Heizung in mein wohnzimmer funktioniert nicht. Seit der Reparatur ist sie immer kalt, und ich muss tragen eine Jacke in der Wohnung.

Der Handwerker ist gekommen um 8 Uhr am Morgen, aber er hat nur 10 Minuten gearbeitet. Er hat gesagt, das die Heizung jetzt funktioniert. Aber das ist nicht richtig!

Bitte schicken Sie noch mal jemanden. Ich möchte für diesen Monat auch weniger Miete bezahlen, denn ich die ganze Zeit gefroren habe.

Ich bin am Dienstag und am Freitag den ganze Tag zu Hause. An den anderen Tagen ich arbeite bis 18 Uhr.

Mit freundlichen Grüßen
Leyla Demir`,
    points: [true, true, true, true],
    mistakes: [
      { fragment: 'schreibe ihnen', rule: 'sie-lowercase' },
      { fragment: 'Heizung in mein', rule: 'dative-preposition' },
      { fragment: 'wohnzimmer', rule: 'noun-lowercase' },
      { fragment: 'funktioniert nicht.', rule: 'verb-final-subordinate' },
      { fragment: 'muss tragen eine Jacke', rule: 'modal-infinitive-end' },
      { fragment: 'ist gekommen um 8 Uhr', rule: 'participle-end' },
      { fragment: 'gesagt, das die', rule: 'dass-das' },
      { fragment: 'denn ich die ganze Zeit', rule: 'denn-word-order' },
      { fragment: 'den ganze Tag', rule: 'adjective-ending' },
      { fragment: 'Tagen ich arbeite', rule: 'verb-second' },
    ],
  },
];
