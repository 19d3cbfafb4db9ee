/** Word order, tense and cases: sentences each rule must mark (at the words given) and correct German close to them it must leave alone. Used by rules.test.ts. */
export const ORDER_CASE_EXAMPLES: Record<string, { hit: [string, string][]; miss: string[] }> = {
  'verb-final-subordinate': {
    hit: [
      ['Ich schreibe Ihnen, weil ich bin mit der Reparatur nicht zufrieden.', 'weil ich bin'],
      ['Ich glaube, dass der Kurs ist zu teuer.', 'dass der Kurs ist'],
      ['Ich weiß nicht, ob ich kann am Samstag kommen.', 'ob ich kann'],
    ],
    miss: [
      'Ich kann nicht kommen, weil ich arbeiten muss.',
      'Ich hoffe, dass wir uns bald sehen können.',
      'Wenn du willst, komme ich.',
      'Ich bleibe zu Hause, weil ich krank bin.',
    ],
  },
  'verb-second': {
    hit: [
      ['Den Kuchen ich backe morgen.', 'Den Kuchen ich backe'],
      ['Ich habe viel Arbeit, jeden Abend ich lerne zwei Stunden.', 'jeden Abend ich lerne'],
      ['Am dritten Tag ich war sehr müde.', 'Am dritten Tag ich war'],
      ['Morgen ich komme zu dir.', 'Morgen ich komme'],
      ['Seit zwei Wochen die Heizung ist nur lauwarm.', 'Seit zwei Wochen die Heizung ist'],
      ['Am Samstag ich mache die Party.', 'Am Samstag ich mache'],
      ['Deshalb ich habe keine Zeit.', 'Deshalb ich habe'],
    ],
    miss: [
      'Den Kuchen backe ich morgen.',
      'Ich habe viel Arbeit, jeden Abend lerne ich zwei Stunden.',
      'Den Mann, den ich kenne, grüße ich.',
      'Am dritten Tag war ich sehr müde.',
      'Morgen komme ich zu dir.',
      'Natürlich, ich komme gern!',
      'Am Ende der Woche machen Sie eine neue Aufgabe.',
      'Seit zwei Wochen ist die Heizung kaputt.',
    ],
  },
  'modal-infinitive-end': {
    hit: [
      ['Ich kann nicht kommen morgen.', 'kommen morgen'],
      ['Wir müssen treffen am Montag.', 'treffen am Montag'],
    ],
    miss: [
      'Ich kann morgen nicht kommen.',
      'Ich möchte mit dir essen gehen.',
      'Ich würde lieber kommen als warten.',
      'Aber ich wollte nicht mitten in der Nacht bei Ihnen klingeln.',
      'Können wir den Termin noch einmal ändern?',
    ],
  },
  'separable-verb': {
    hit: [
      ['Ich ausschalte abends das Licht.', 'ausschalte'],
      ['Dann aufpasst er auf die Kinder.', 'aufpasst'],
      ['Ich anrufe dich morgen.', 'anrufe'],
      ['Der Kurs ausfällt sehr oft.', 'ausfällt'],
    ],
    miss: [
      'Ich schalte abends das Licht aus.',
      'Dann passt er auf die Kinder auf.',
      'Ich weiß nicht, ob er aufpasst.',
      'Ich rufe dich morgen an.',
      'Ich weiß nicht, ob der Kurs ausfällt.',
      'Ich habe deine Anrufe nicht gehört.',
    ],
  },
  'participle-end': {
    hit: [
      ['Ich habe gemacht das.', 'gemacht das'],
      ['Wir haben gekauft ein Geschenk für dich.', 'gekauft ein Geschenk für dich'],
    ],
    miss: [
      'Ich habe das gemacht.',
      'Ich habe gehört, dass du umziehst.',
      'Wir haben viel gelacht und getanzt.',
    ],
  },
  'denn-word-order': {
    hit: [['Ich komme nicht, denn ich keine Zeit habe.', 'denn ich keine Zeit habe']],
    miss: [
      'Ich komme nicht, denn ich habe keine Zeit.',
      'Was machst du denn am Samstag?',
      'Hast du denn Zeit?',
    ],
  },
  'perfect-sein-movement': {
    hit: [
      ['Ich habe nach Berlin gefahren.', 'habe nach Berlin gefahren'],
      ['Er hat zu spät gekommen.', 'hat zu spät gekommen'],
      ['Ich weiß, dass du nicht gekommen hast.', 'gekommen hast'],
    ],
    miss: [
      'Ich bin nach Berlin gefahren.',
      'Ich habe meinen Vater zum Bahnhof gefahren.',
      'Die Party hat mir sehr gut gefallen.',
      'Ich habe das Paket bekommen.',
    ],
  },
  'seit-tense': {
    hit: [['Ich habe seit zwei Jahren in Berlin gewohnt.', 'habe seit zwei Jahren in Berlin gewohnt']],
    miss: [
      'Ich wohne seit zwei Jahren in Berlin.',
      'Ich habe ihn seit drei Jahren nicht gesehen.',
      'Seit ich in Berlin wohne, habe ich viel gelernt.',
    ],
  },
  'dative-preposition': {
    hit: [
      ['Herzlichen Glückwunsch zu deinen neuen Job!', 'zu deinen neuen Job'],
      ['Ich spiele oft mit den Hund.', 'mit den Hund'],
      ['Ich bin nicht zufrieden mit die Reparatur.', 'mit die'],
      ['Ich komme mit eine Freundin.', 'mit eine'],
      ['Ich möchte dich zu meine Party einladen.', 'zu meine'],
      ['Ich lerne seit drei Monate Deutsch.', 'seit drei Monate'],
      ['Ich wohne seit ein Jahr in Köln.', 'seit ein Jahr'],
      ['Treffen wir uns am Mittwoch nach die Arbeit?', 'nach die'],
    ],
    miss: [
      'Herzlichen Glückwunsch zu deinem neuen Job!',
      'Ich spiele oft mit den Kindern.',
      'Wir fahren mit den Autos.',
      'Ich war bei den Schweizer Freunden.',
      'Ich bin mit der Reparatur nicht zufrieden.',
      'Ich komme mit ein paar Freunden.',
      'Ich habe mit den Kindern gespielt.',
      'Das ist mir zu teuer.',
      'Ich lerne seit drei Monaten Deutsch.',
      'Ich bezahle mit 20 Euro.',
      'Ich warte seit drei Uhr.',
      'Meiner Meinung nach die beste Lösung.',
      'Ich komme nach ein paar Tagen zurück.',
    ],
  },
  'accusative-preposition': {
    hit: [
      ['Das Geschenk ist für eurem Sohn.', 'für eurem'],
      ['Ich danke Ihnen für dem Kurs.', 'für dem'],
      ['Das Geschenk ist für dir.', 'für dir'],
    ],
    miss: [
      'Das Geschenk ist für euren Sohn.',
      'Vielen Dank für den Kurs.',
      'Das Geschenk ist für dich.',
      'Ohne meinen Mann komme ich nicht.',
    ],
  },
  'adjective-ending': {
    hit: [
      ['Ich arbeite gern mit ältere Menschen.', 'ältere Menschen'],
      ['Ich spreche mit nette Leute.', 'nette Leute'],
      ['Wir treffen uns am erste Montag im Monat.', 'am erste Montag'],
      ['Zum Glück hat sie jetzt einen eigene Garten.', 'einen eigene Garten'],
      ['Gestern haben wir einen lustig Film gesehen.', 'einen lustig Film'],
      ['Sehr geehrte Herr Schulz, danke für die Einladung.', 'geehrte Herr'],
      ['Im Sommer trinke ich gern kalte Wasser.', 'kalte Wasser'],
    ],
    miss: [
      'Ich arbeite gern mit älteren Menschen.',
      'Ich habe zu große Schuhe.',
      'Ich komme mit meiner Familie.',
      'Wir treffen uns am ersten Montag im Monat.',
      'Zum Glück hat sie jetzt einen eigenen Garten.',
      'Gestern haben wir einen lustigen Film gesehen.',
      'Sehr geehrter Herr Schulz, liebe Frau Schulz, danke für die Einladung.',
      'Im Sommer trinke ich gern kaltes Wasser.',
      'Das kalte Wasser im See war herrlich.',
      'Stille Wasser sind tief.',
      'Mein Bruder möchte Obst kaufen, und ich spare Geld.',
    ],
  },
};
