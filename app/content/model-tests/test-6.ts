import { listening6 as listening } from './listening-6';
import { oral6 } from './oral-6';
import { writing6 } from './writing-6';
import type { ModelTest } from './schema';

/**
 * Model test 6: Nachrichten aus Mühlhagen, das erste Jahr in Rente, Handarbeit und Friseure, eine
 * verlorene Tasche, das Jugendzentrum. Our own texts, written for the site.
 */
export const modelTest6 = {
  id: '6',
  themes: {
    de: 'Nachrichten aus der Stadt, das erste Jahr in Rente, Handarbeit und Friseure, Fundsachen, Jugendzentrum',
    en: 'Local news, the first year of retirement, handicrafts and hairdressers, lost property, a youth centre',
  },

  reading1: {
    topics: ['building-work', 'climate-protection', 'learning-and-exams', 'sharing-and-lending'],
    people: [{ name: 'Svenja Dahl', role: 'founder of a lending shop' }],
    headlines: {
      a: 'Wegen Umbau: Weihnachtskonzert in der Stadthalle fällt aus',
      b: 'Ohne Auto zur Arbeit: Firmen sammeln Kilometer fürs Klima',
      c: 'Bahnhofstraße ab Juni für alle gesperrt',
      d: 'Kostenlose Nachhilfe vor der Abschlussprüfung',
      e: 'Drei Monate keine Autos in der Bahnhofstraße',
      f: 'Leihen statt kaufen: Neuer Laden in der Marktstraße',
      g: 'Erster Leihladen: 200 Dinge gratis für zwei Wochen',
      h: 'Stadthalle: Umbau dauert länger als geplant',
      i: 'Zweiter Klima-Wettbewerb: Zwölf Firmen sammeln Kilometer',
      j: 'Ruhig bleiben und richtig lernen: Kurs vor den Prüfungen',
    },
    optionNotes: {
      a: {
        trap: 'negation',
        de: 'Lockt bei Text 2: Umbau, Stadthalle und Weihnachtskonzert stehen dort, und „In der Stadthalle ist es nicht möglich“. Aber das Konzert fällt nicht aus: Erst am Ende steht, dass es „in diesem Jahr in der Turnhalle der Gesamtschule“ ist.',
        en: 'Tempting for text 2: the building work, the town hall and the Christmas concert are there, and [[In der Stadthalle ist es nicht möglich]] (it is not possible in the town hall). But the concert is not cancelled: only the end says it is [[in diesem Jahr in der Turnhalle der Gesamtschule]] (in the comprehensive school’s gym this year).',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 3: Beschäftigte zählen die Kilometer, die sie ohne Auto zur Arbeit kommen.',
        en: 'The headline of text 3: employees count the kilometres they travel to work without a car.',
      },
      c: {
        trap: 'too-general',
        de: 'Lockt bei Text 1: Bahnhofstraße, Juni und die Sperrung stimmen. Aber nicht „für alle“: Am Ende steht, dass die Geschäfte „zu Fuß und mit dem Fahrrad weiter gut zu erreichen“ sind.',
        en: 'Tempting for text 1: the Bahnhofstraße, June and the closure are right. But not [[für alle]] (for everyone): the last sentence says the shops can still easily be reached on foot and by bike ([[zu Fuß und mit dem Fahrrad weiter gut zu erreichen]]).',
      },
      d: {
        trap: 'same-word',
        de: 'Lockt bei Text 4: Der Kurs ist kostenlos und vor der Abschlussprüfung. Aber es ist keine Nachhilfe: „Mathe oder Englisch üben die Jugendlichen hier nicht.“ Sie lernen, wie man lernt.',
        en: 'Tempting for text 4: the course is free and before the final exams. But it is not tutoring: [[Mathe oder Englisch üben die Jugendlichen hier nicht.]] (the young people do not practise maths or English here). They learn how to learn.',
      },
      e: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 1: Von Juni bis Ende August dürfen keine Autos durch die Bahnhofstraße fahren.',
        en: 'The headline of text 1: from June to the end of August no cars may drive through the Bahnhofstraße.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 5: In der Marktstraße hat ein Leihladen eröffnet.',
        en: 'The headline of text 5: a lending shop has opened in the Marktstraße.',
      },
      g: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 5: der erste Leihladen, „über 200 Dinge“, „bis zu zwei Wochen“, und „Für das Ausleihen selbst zahlt man nichts“. Aber gratis ist es nicht. Der letzte Satz sagt: Man muss Mitglied werden, „Das kostet 2 Euro im Monat.“',
        en: 'Tempting for text 5: the first lending shop, [[über 200 Dinge]] (over 200 things), [[bis zu zwei Wochen]] (up to two weeks), and [[Für das Ausleihen selbst zahlt man nichts]] (borrowing itself costs nothing). But it is not free. The last sentence says you have to become a member: [[Das kostet 2 Euro im Monat.]] (that costs 2 euros a month).',
      },
      h: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 2: Die Stadthalle sollte im Oktober öffnen, jetzt erst im April.',
        en: 'The headline of text 2: the town hall was to reopen in October, now only in April.',
      },
      i: {
        trap: 'wrong-detail',
        de: 'Lockt bei Text 3: der zweite Wettbewerb, Klima, Firmen, Kilometer und „zwölf Firmen“ stehen im Text. Aber zwölf Firmen waren es „Beim ersten Wettbewerb im letzten Jahr“. In diesem Jahr gilt: „über 30 sind schon dabei“.',
        en: 'Tempting for text 3: the second competition, the climate, firms, kilometres and [[zwölf Firmen]] (twelve firms) are in the text. But there were twelve [[Beim ersten Wettbewerb im letzten Jahr]] (at the first competition last year). This year [[über 30 sind schon dabei]] (more than 30 have already joined).',
      },
      j: {
        trap: 'elsewhere',
        de: 'Die Überschrift zu Text 4: Ein Kurs zeigt Zehntklässlern, wie man lernt und ruhig bleibt.',
        en: 'The headline of text 4: a course shows year-10 pupils how to study and stay calm.',
      },
    },
    items: [
      {
        n: 1,
        text: 'Ab dem 3. Juni wird die Bahnhofstraße in Mühlhagen erneuert. Bis Ende August dürfen dort keine Autos fahren. Die Busse der Linien 2 und 5 fahren in dieser Zeit über die Schillerstraße, die Haltestelle „Bahnhofstraße“ wird vor das Rathaus verlegt. Die Stadt bittet Autofahrer, in der Innenstadt die Parkhäuser zu benutzen. Alle Geschäfte in der Straße bleiben geöffnet und sind zu Fuß und mit dem Fahrrad weiter gut zu erreichen.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Von Juni „Bis Ende August dürfen dort keine Autos fahren“. Das sind etwa drei Monate ohne Autos.',
            en: 'From June [[Bis Ende August dürfen dort keine Autos fahren]] (until the end of August no cars may drive there). That is about three months without cars.',
          },
          c: {
            trap: 'too-general',
            de: 'Die stärkste Falle: Bahnhofstraße, „Ab dem 3. Juni“ und gesperrt stimmen. Aber nicht „für alle“: Am Ende steht, dass die Geschäfte „zu Fuß und mit dem Fahrrad weiter gut zu erreichen“ sind.',
            en: 'The strongest trap: the Bahnhofstraße, [[Ab dem 3. Juni]] (from 3 June) and the closure are right. But not [[für alle]] (for everyone): the last sentence says the shops can still easily be reached on foot and by bike ([[zu Fuß und mit dem Fahrrad weiter gut zu erreichen]]).',
          },
          h: {
            trap: 'elsewhere',
            de: 'Auch hier wird gebaut, aber von „länger als geplant“ steht in Text 1 nichts. Das ist die Überschrift zu Text 2.',
            en: 'There is building work here too, but text 1 says nothing about [[länger als geplant]] (longer than planned). That is the headline of text 2.',
          },
        },
        evidence: [
          'Bis Ende August dürfen dort keine Autos fahren',
          'sind zu Fuß und mit dem Fahrrad weiter gut zu erreichen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 2,
        text: 'Die Stadthalle Mühlhagen bleibt länger geschlossen als geplant. Eigentlich sollte sie nach dem Umbau im Oktober wieder öffnen. Doch bei den Arbeiten haben die Handwerker alte Wasserleitungen gefunden, die erneuert werden müssen. Für das Weihnachtskonzert der Musikschule heißt das: In der Stadthalle ist es nicht möglich. Die Stadt rechnet jetzt mit einer Eröffnung im April. Gekaufte Karten bleiben gültig, denn das Konzert ist in diesem Jahr in der Turnhalle der Gesamtschule. Auch die Theatergruppe spielt im Januar woanders: im Gemeindehaus.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Halle „bleibt länger geschlossen als geplant“: nicht im Oktober, sondern erst „im April“. Der Grund ist der Umbau mit den alten Wasserleitungen.',
            en: 'The hall [[bleibt länger geschlossen als geplant]] (stays closed longer than planned): not in October, only [[im April]]. The reason is the building work with the old water pipes.',
          },
          a: {
            trap: 'negation',
            de: 'Die stärkste Falle: Umbau, Stadthalle und Weihnachtskonzert stehen im Text, und für das Konzert gilt: „In der Stadthalle ist es nicht möglich.“ Aber es fällt nicht aus. Erst der letzte Satz sagt, wo es stattfindet: „Gekaufte Karten bleiben gültig, denn das Konzert ist in diesem Jahr in der Turnhalle der Gesamtschule“.',
            en: 'The strongest trap: the building work, the town hall and the Christmas concert are in the text, and for the concert [[In der Stadthalle ist es nicht möglich.]] (it is not possible in the town hall). But it is not cancelled. Only the last sentence says where it takes place: [[Gekaufte Karten bleiben gültig, denn das Konzert ist in diesem Jahr in der Turnhalle der Gesamtschule]] (tickets already bought stay valid, because this year the concert is in the comprehensive school’s gym).',
          },
          e: {
            trap: 'elsewhere',
            de: 'Auch hier dauert eine Baustelle mehrere Monate, aber es geht um eine Halle, nicht um eine Straße ohne Autos.',
            en: 'Here too building work takes several months, but it is about a hall, not a street without cars.',
          },
        },
        evidence: [
          'bleibt länger geschlossen als geplant',
          'Gekaufte Karten bleiben gültig, denn das Konzert ist in diesem Jahr in der Turnhalle der Gesamtschule',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 3,
        text: 'Zum zweiten Mal sucht Mühlhagen die klimafreundlichste Firma der Stadt. Beim ersten Wettbewerb im letzten Jahr haben zwölf Firmen mitgemacht. Vom 1. bis 30. September tragen die Beschäftigten in einer App ein, wie viele Kilometer sie ohne Auto zur Arbeit kommen: mit dem Rad, mit dem Bus oder zu Fuß. Jeder Kilometer spart CO₂. Die Firma mit den meisten Kilometern pro Person gewinnt einen Preis: Die Stadt pflanzt für sie 50 Bäume im Stadtpark. Anmelden können sich Firmen noch bis zum 25. August, über 30 sind schon dabei.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Die Beschäftigten zählen, „wie viele Kilometer sie ohne Auto zur Arbeit kommen“, und jeder Kilometer „spart CO₂“. Das sagt die Überschrift kurz.',
            en: 'The employees count [[wie viele Kilometer sie ohne Auto zur Arbeit kommen]] (how many kilometres they travel to work without a car), and each kilometre [[spart CO₂]] (saves CO₂). The headline says it briefly.',
          },
          i: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Die Überschrift sagt fast dasselbe wie b: zweiter Wettbewerb, Firmen, Kilometer, und „zwölf Firmen“ steht im Text. Aber das war „Beim ersten Wettbewerb im letzten Jahr“. Der letzte Satz sagt: In diesem Jahr sind es mehr, „über 30 sind schon dabei“.',
            en: 'The strongest trap: the headline says almost the same as b: a second competition, firms, kilometres, and [[zwölf Firmen]] (twelve firms) is in the text. But that was [[Beim ersten Wettbewerb im letzten Jahr]] (at the first competition last year). The last sentence says there are more this year: [[über 30 sind schon dabei]] (more than 30 have already joined).',
          },
          e: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 1. Auch hier geht es um Wege ohne Auto. Aber niemand sperrt eine Straße: Die Menschen lassen ihr Auto freiwillig stehen.',
            en: 'The headline of text 1. This text is also about getting around without a car. But nobody closes a street: people leave their cars at home by choice.',
          },
        },
        evidence: [
          'wie viele Kilometer sie ohne Auto zur Arbeit kommen',
          'Beim ersten Wettbewerb im letzten Jahr haben zwölf Firmen mitgemacht.',
          'über 30 sind schon dabei',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 4,
        text: 'Im Mai schreiben die zehnten Klassen ihre Abschlussprüfungen, und viele Schülerinnen und Schüler sind schon Wochen vorher nervös. Die Volkshochschule Mühlhagen bietet deshalb im April einen Kurs an: Wie mache ich einen Lernplan? Wie lerne ich mit anderen zusammen? Was hilft, wenn ich vor der Prüfung Angst habe? Mathe oder Englisch üben die Jugendlichen hier nicht. Der Kurs findet an vier Nachmittagen statt und ist kostenlos. Anmeldung im Sekretariat der Schule.',
        key: 'j',
        why: {
          j: {
            trap: 'key',
            de: 'Der Kurs zeigt, wie man „einen Lernplan“ macht und was hilft, „wenn ich vor der Prüfung Angst habe“. Also: ruhig bleiben und richtig lernen.',
            en: 'The course shows how to make [[einen Lernplan]] (a study plan) and what helps [[wenn ich vor der Prüfung Angst habe]] (if I am afraid of the exam). So: staying calm and studying the right way.',
          },
          d: {
            trap: 'same-word',
            de: 'Die stärkste Falle: Der Kurs ist „kostenlos“ und vor der Abschlussprüfung. Aber es ist keine Nachhilfe: „Mathe oder Englisch üben die Jugendlichen hier nicht.“',
            en: 'The strongest trap: the course is [[kostenlos]] (free) and before the final exams. But it is not tutoring: [[Mathe oder Englisch üben die Jugendlichen hier nicht.]] (the young people do not practise maths or English here).',
          },
          i: {
            trap: 'not-in-text',
            de: 'Von einem Wettbewerb steht in Text 4 nichts. Die Schüler lernen nur, wie man lernt.',
            en: 'Text 4 says nothing about a competition. The pupils only learn how to study.',
          },
        },
        evidence: ['Wie mache ich einen Lernplan?', 'Mathe oder Englisch üben die Jugendlichen hier nicht.'],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
      {
        n: 5,
        text: 'Warum eine Bohrmaschine kaufen, wenn man sie nur zweimal im Jahr braucht? Im früheren Blumenladen in der Marktstraße hat am Samstag der erste Leihladen von Mühlhagen eröffnet. Dort kann man über 200 Dinge ausleihen: Werkzeug, Zelte, eine Nähmaschine, sogar einen Beamer. Für das Ausleihen selbst zahlt man nichts, und man darf die Sachen bis zu zwei Wochen behalten. „Viele Dinge liegen sonst nur im Keller“, sagt Svenja Dahl, die den Laden mit Freunden gegründet hat. Wer ausleihen möchte, muss allerdings Mitglied werden: Das kostet 2 Euro im Monat.',
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Der Text fragt: „Warum eine Bohrmaschine kaufen“? In der Marktstraße hat „der erste Leihladen“ eröffnet. Man leiht also, statt zu kaufen.',
            en: 'The text asks [[Warum eine Bohrmaschine kaufen]] (why buy a drill)? In the Marktstraße [[der erste Leihladen]] (the first lending shop) has opened. So you borrow instead of buying.',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Der erste Leihladen, „über 200 Dinge“ und „bis zu zwei Wochen“ stimmen, und „Für das Ausleihen selbst zahlt man nichts“. Aber gratis ist es nicht: Wer ausleihen möchte, „muss allerdings Mitglied werden: Das kostet 2 Euro im Monat.“',
            en: 'The strongest trap: the first lending shop, [[über 200 Dinge]] (over 200 things) and [[bis zu zwei Wochen]] (up to two weeks) are right, and [[Für das Ausleihen selbst zahlt man nichts]] (borrowing itself costs nothing). But it is not free: anyone who wants to borrow [[muss allerdings Mitglied werden: Das kostet 2 Euro im Monat.]] (has to become a member, though; that costs 2 euros a month).',
          },
          b: {
            trap: 'elsewhere',
            de: 'Die Überschrift zu Text 3. Leihen spart auch Dinge, aber von Firmen und Kilometern steht hier nichts.',
            en: 'The headline of text 3. Borrowing saves things too, but this text says nothing about firms or kilometres.',
          },
        },
        evidence: [
          'Warum eine Bohrmaschine kaufen',
          'muss allerdings Mitglied werden: Das kostet 2 Euro im Monat.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-1-global' },
      },
    ],
  },

  reading2: {
    textType: 'portrait',
    topics: ['retirement'],
    people: [
      { name: 'Konrad Meier', role: 'retired electrician' },
      { name: 'Gisela Meier', role: 'wife of the retired electrician, works in a pharmacy' },
      { name: 'Jule', role: 'granddaughter of the retired electrician' },
    ],
    title: '„Ich habe nur für den ersten Tag geplant“ – Konrad Meiers erstes Jahr in Rente',
    text: 'Am 31. März hatte Konrad Meier seinen letzten Arbeitstag. 41 Jahre lang war er Elektriker bei den Stadtwerken in Mühlhagen. Zum Abschied haben ihm die Kollegen einen Kuchen in Form einer Glühbirne geschenkt. „Auf diesen Tag hatte ich mich jahrelang gefreut“, sagt der 65-Jährige. „Endlich ausschlafen, dachte ich.“\n\nDoch schon nach wenigen Wochen war die Freude weg. „Ich saß am Küchentisch und hatte nichts vor. Niemand hat angerufen, niemand hat mich gebraucht.“ Jeden Morgen hat er zwei Stunden lang die Zeitung gelesen, von der ersten bis zur letzten Seite. Seine Frau Gisela ist sechs Jahre jünger und arbeitet noch drei Tage pro Woche in einer Apotheke. An diesen Tagen war er allein zu Hause.\n\nEigentlich hatten die beiden einen großen Plan: Im ersten Sommer wollten sie mit dem Zug durch Norwegen fahren. Doch daraus wurde nichts. In der Apotheke waren zwei Kolleginnen lange krank, und Gisela Meier hat im Sommer keinen Urlaub bekommen.\n\nIm Herbst hat Konrad Meier etwas geändert. Er hat sich einen Wochenplan gemacht, fast wie im Beruf. Montags und mittwochs holt er seine Enkelin Jule vom Kindergarten ab. Dienstags geht er schwimmen.\n\nAuch die früheren Kollegen sieht er oft. Zwei von ihnen kommen dienstags mit ins Hallenbad. Und einmal im Monat treffen sich die Rentner der Stadtwerke in einer Gaststätte am Markt. „Da erzählen wir dieselben Geschichten wie früher in der Pause“, sagt Meier und lacht.\n\nAuch beim Geld musste sich das Paar umstellen. Die Rente ist deutlich niedriger als sein Lohn, deshalb haben die Meiers im Winter ihr zweites Auto verkauft. Gisela Meier hat damit kein Problem: „Wir fahren jetzt öfter zusammen, das finde ich schön.“ Und sie hat schon einen Plan: „Nächstes Jahr bin ich auch in Rente. Dann holen wir die Norwegenreise nach, und dann haben wir beide Zeit.“ Nur für die ersten Wochen danach hat sie sich nichts vorgenommen: „Da will ich erst einmal richtig ausschlafen.“\n\nWas rät ihr Mann Menschen, die bald in Rente gehen? „Überlegen Sie früh, was Sie danach machen wollen. Ich habe jahrelang auf den ersten Tag gewartet, aber an die Wochen danach habe ich nie gedacht.“ Heute ist er zufrieden. Die Zeitung liest er nur noch am Sonntag. Das zweite Auto hat er am Anfang sehr vermisst, inzwischen geht es. Nur ausschlafen kann er immer noch nicht: Wie früher im Beruf wird er jeden Morgen um halb sechs wach.',
    items: [
      {
        n: 6,
        stem: 'Was war für Konrad Meier in den ersten Wochen nach dem letzten Arbeitstag schwierig?',
        options: {
          a: 'Er wusste an vielen Tagen nicht, was er tun sollte.',
          b: 'Er konnte endlich ausschlafen, aber das machte ihn nicht glücklich.',
          c: 'Er hat das zweite Auto sehr vermisst.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Ich saß am Küchentisch und hatte nichts vor.“ Niemand hat ihn gebraucht, und an drei Tagen war er allein zu Hause.',
            en: '[[Ich saß am Küchentisch und hatte nichts vor.]] (I sat at the kitchen table and had nothing to do.) Nobody needed him, and on three days he was at home alone.',
          },
          b: {
            trap: 'partly-true',
            de: 'Die stärkste Falle: Die zweite Hälfte stimmt. „Endlich ausschlafen, dachte ich“ steht im ersten Absatz, und gleich danach „war die Freude weg“. Aber die erste Hälfte stimmt nicht: Ausschlafen konnte er nie. Das steht erst im letzten Satz: „Nur ausschlafen kann er immer noch nicht“, er „wird … jeden Morgen um halb sechs wach“.',
            en: 'The strongest trap: the second half is right. [[Endlich ausschlafen, dachte ich]] (finally sleep in, I thought) is in the first paragraph, and right after it [[war die Freude weg]] (the joy was gone). But the first half is wrong: he never could sleep in. That only comes in the last sentence: [[Nur ausschlafen kann er immer noch nicht]] (only he still cannot sleep in); he [[wird … jeden Morgen um halb sechs wach]] (wakes up at half past five every morning).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Eine zweite Falle: Im letzten Absatz steht „Das zweite Auto hat er am Anfang sehr vermisst“. Aber dieser Anfang kam später: Verkauft haben die Meiers das Auto erst „im Winter“, lange nach dem letzten Arbeitstag am 31. März. In den ersten Wochen hatten sie es noch. Falsche Zeit.',
            en: 'A second trap: the last paragraph says [[Das zweite Auto hat er am Anfang sehr vermisst]] (at first he missed the second car a lot). But that beginning came later: the Meiers only sold the car [[im Winter]] (in winter), long after his last working day on 31 March. In the first weeks they still had it. Wrong time.',
          },
        },
        evidence: [
          'Ich saß am Küchentisch und hatte nichts vor.',
          'Endlich ausschlafen, dachte ich.',
          'Nur ausschlafen kann er immer noch nicht',
          'arbeitet noch drei Tage pro Woche in einer Apotheke',
          'im Winter ihr zweites Auto verkauft',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 7,
        stem: 'Die Reise nach Norwegen …',
        options: {
          a: 'hat im ersten Sommer nicht stattgefunden, weil Frau Meier lange krank war.',
          b: 'war dem Paar zu teuer, weil die Rente niedriger ist als der Lohn.',
          c: 'machen Herr und Frau Meier erst, wenn sie beide in Rente sind.',
        },
        key: 'c',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Im ersten Sommer gab es die Reise wirklich nicht, und jemand war „lange krank“. Aber das waren „zwei Kolleginnen“ in der Apotheke. Frau Meier selbst hat nur „keinen Urlaub bekommen“. Falsche Person.',
            en: 'The strongest trap: there really was no trip in the first summer, and someone was [[lange krank]] (ill for a long time). But that was [[zwei Kolleginnen]] (two colleagues) at the pharmacy. Frau Meier herself only [[keinen Urlaub bekommen]] (got no holiday). Wrong person.',
          },
          b: {
            trap: 'partly-true',
            de: 'Die Rente ist wirklich „deutlich niedriger als sein Lohn“, deshalb haben sie das zweite Auto verkauft. Mit der Reise hat das nichts zu tun: Frau Meier sagt im selben Absatz „Dann holen wir die Norwegenreise nach“.',
            en: 'The pension really is [[deutlich niedriger als sein Lohn]] (much lower than his wages); that is why they sold the second car. It has nothing to do with the trip: in the same paragraph Frau Meier says [[Dann holen wir die Norwegenreise nach]] (then we will make up for the Norway trip).',
          },
          c: {
            trap: 'key',
            de: 'Frau Meier sagt: „Nächstes Jahr bin ich auch in Rente. Dann holen wir die Norwegenreise nach“. Dann sind beide in Rente.',
            en: 'Frau Meier says [[Nächstes Jahr bin ich auch in Rente. Dann holen wir die Norwegenreise nach]] (next year I will be retired too; then we will make up for the Norway trip). Then they are both retired.',
          },
        },
        evidence: [
          'Dann holen wir die Norwegenreise nach',
          'Nächstes Jahr bin ich auch in Rente.',
          'In der Apotheke waren zwei Kolleginnen lange krank',
          'Die Rente ist deutlich niedriger als sein Lohn',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 8,
        stem: 'Was erfährt man über Konrad Meiers Woche heute?',
        options: {
          a: 'Er liest jeden Morgen zwei Stunden Zeitung.',
          b: 'Jede Woche hat er an bestimmten Tagen feste Termine.',
          c: 'Dienstags geht er mit seiner Enkelin schwimmen.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: „Jeden Morgen hat er zwei Stunden lang die Zeitung gelesen“ steht im zweiten Absatz. Aber das war in den ersten Wochen. Erst im letzten Absatz steht, wie es heute ist: „Die Zeitung liest er nur noch am Sonntag.“ Falsche Zeit.',
            en: 'The strongest trap: [[Jeden Morgen hat er zwei Stunden lang die Zeitung gelesen]] (every morning he read the paper for two hours) is in the second paragraph. But that was in the first weeks. Only the last paragraph says how it is today: [[Die Zeitung liest er nur noch am Sonntag.]] (he now reads the paper only on Sundays). Wrong time.',
          },
          b: {
            trap: 'key',
            de: 'Er hat „einen Wochenplan“: montags und mittwochs die Enkelin, dienstags Schwimmen. Das sind feste Termine an festen Tagen.',
            en: 'He has [[einen Wochenplan]] (a weekly plan): his granddaughter on Mondays and Wednesdays, swimming on Tuesdays. Those are fixed appointments on fixed days.',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Dienstags schwimmt er wirklich, und die Enkelin steht im Satz davor. Aber mit ins Hallenbad kommen andere: „Zwei von ihnen kommen dienstags mit“, also zwei frühere Kollegen. Die Enkelin holt er montags und mittwochs ab. Falsche Person.',
            en: 'He really does swim on Tuesdays, and his granddaughter is in the sentence before. But others come to the pool: [[Zwei von ihnen kommen dienstags mit]] (two of them come along on Tuesdays), that is, two former colleagues. He picks up his granddaughter on Mondays and Wednesdays. Wrong person.',
          },
        },
        evidence: [
          'Er hat sich einen Wochenplan gemacht, fast wie im Beruf.',
          'Jeden Morgen hat er zwei Stunden lang die Zeitung gelesen',
          'Die Zeitung liest er nur noch am Sonntag.',
          'Zwei von ihnen kommen dienstags mit ins Hallenbad.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 9,
        stem: 'Was erfährt man über den Verkauf des zweiten Autos?',
        options: {
          a: 'Beide fanden ihn von Anfang an gut.',
          b: 'Für ihn war er schwerer als für sie.',
          c: 'Seitdem fahren sie seltener zusammen weg.',
        },
        key: 'b',
        why: {
          a: {
            trap: 'partly-true',
            de: 'Die stärkste Falle: Im Absatz über das Geld hat Frau Meier „damit kein Problem“. Aber ihr Mann hat das Auto „am Anfang sehr vermisst“. Das steht erst im letzten Absatz. Nur eine Person fand den Verkauf von Anfang an gut.',
            en: 'The strongest trap: in the paragraph about money Frau Meier has [[damit kein Problem]] (no problem with it). But her husband [[am Anfang sehr vermisst]] (missed it a lot at first) the car. That only comes in the last paragraph. Only one of them liked the sale from the start.',
          },
          b: {
            trap: 'key',
            de: 'Frau Meier hat „damit kein Problem“. Er hat das Auto „am Anfang sehr vermisst“. Für ihn war es also schwerer.',
            en: 'Frau Meier has [[damit kein Problem]] (no problem with it). He [[am Anfang sehr vermisst]] (missed it a lot at first). So it was harder for him.',
          },
          c: {
            trap: 'negation',
            de: 'Frau Meier sagt das Gegenteil: „Wir fahren jetzt öfter zusammen“. Öfter, nicht seltener.',
            en: 'Frau Meier says the opposite: [[Wir fahren jetzt öfter zusammen]] (we now drive together more often). More often, not less often.',
          },
        },
        evidence: [
          'Gisela Meier hat damit kein Problem',
          'Das zweite Auto hat er am Anfang sehr vermisst',
          'Wir fahren jetzt öfter zusammen, das finde ich schön.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
      {
        n: 10,
        stem: 'Was rät Konrad Meier Menschen, die bald in Rente gehen?',
        options: {
          a: 'Sie sollen sich rechtzeitig überlegen, wie sie ihre Zeit nach der Arbeit verbringen.',
          b: 'Sie sollen gleich im ersten Sommer eine große Reise machen.',
          c: 'Sie sollen in den ersten Wochen nichts planen und erst einmal ausschlafen.',
        },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„Überlegen Sie früh, was Sie danach machen wollen.“ Er selbst hat „an die Wochen danach … nie gedacht“.',
            en: '[[Überlegen Sie früh, was Sie danach machen wollen.]] (Think early about what you want to do afterwards.) He himself [[an die Wochen danach … nie gedacht]] (never thought about the weeks after).',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Eine große Reise im ersten Sommer war der Plan der Meiers („Im ersten Sommer wollten sie mit dem Zug durch Norwegen fahren“), und nächstes Jahr wollen sie ihn nachholen. Ein Rat an andere ist das nicht: Herr Meier rät, über die Zeit „danach“ nachzudenken.',
            en: 'A big trip in the first summer was the Meiers’ own plan ([[Im ersten Sommer wollten sie mit dem Zug durch Norwegen fahren]], in the first summer they wanted to travel through Norway by train), and they want to make up for it next year. It is not advice to others: Herr Meier advises thinking about the time [[danach]] (afterwards).',
          },
          c: {
            trap: 'wrong-detail',
            de: 'Die stärkste Falle: Das sagt Frau Meier über sich selbst, gleich vor dem Rat ihres Mannes: „Nur für die ersten Wochen danach hat sie sich nichts vorgenommen“, sie will „erst einmal richtig ausschlafen“. Er rät das Gegenteil: „Überlegen Sie früh“. Falsche Person.',
            en: 'The strongest trap: Frau Meier says that about herself, just before her husband’s advice: [[Nur für die ersten Wochen danach hat sie sich nichts vorgenommen]] (only for the first weeks after she has planned nothing); she wants [[erst einmal richtig ausschlafen]] (to sleep in properly first). He advises the opposite: [[Überlegen Sie früh]] (think early). Wrong person.',
          },
        },
        evidence: [
          'Überlegen Sie früh, was Sie danach machen wollen.',
          'Ich habe jahrelang auf den ersten Tag gewartet, aber an die Wochen danach habe ich nie gedacht.',
          'Nur für die ersten Wochen danach hat sie sich nichts vorgenommen',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-2-detailed' },
      },
    ],
  },

  reading3: {
    topics: ['handicrafts', 'hairdressers'],
    people: [
      { name: 'Zeynep', role: 'mother of a girl who wants to learn knitting' },
      { name: 'Herr Götz', role: 'man who wants a haircut without an appointment' },
      { name: 'Robert', role: 'man who wants a haircut and beard trim' },
      { name: 'Wolfgang', role: 'new pensioner who wants to learn pottery' },
      { name: 'Herr Tran', role: 'father looking for a children’s hairdresser' },
      { name: 'Benno', role: 'father whose son wants to learn knitting' },
      { name: 'Frau Pieper', role: 'elderly woman who cannot leave the house' },
      { name: 'Nadine', role: 'bride' },
      { name: 'Ole', role: 'boy who wants to try pottery' },
      { name: 'Elif', role: 'woman who wants to shorten a jacket' },
      { name: 'Frau Hauser', role: 'hairdresser who visits customers at home' },
    ],
    adverts: {
      a: {
        title: 'Werkstatt Lehmkuhle: Töpferkurs',
        text: 'Ein Anfängerkurs für alle ab 10 Jahren, die noch nie mit Ton gearbeitet haben: Sie lernen, Tassen und Schalen zu formen. Sechs Termine, dienstags von 19 bis 21 Uhr, ab 7. Oktober. 120 Euro, Ton und Brennen inklusive. Gartenweg 3, Mühlhagen.',
      },
      b: {
        title: 'Nähcafé im Stadtteilhaus',
        text: 'Jeden Samstag von 10 bis 14 Uhr stehen fünf Nähmaschinen für Sie bereit. Bringen Sie Ihre Kleidung mit: Unsere Schneiderin zeigt Ihnen, wie Sie sie selbst ändern oder reparieren. 5 Euro pro Besuch, ohne Anmeldung.',
      },
      c: {
        title: 'Strickclub im Familienzentrum',
        text: 'Schals, Mützen und kleine Tiere aus Wolle: Wer noch nie Nadeln in der Hand hatte, bekommt bei uns alles gezeigt. Mittwochs von 15 bis 16.30 Uhr, vier Termine für 30 Euro, Wolle und Nadeln inklusive. Für Mädchen und Jungen von 8 bis 14 Jahren.',
      },
      d: {
        title: 'Töpfern für Groß und Klein',
        text: 'Kinder ab 10 Jahren und Erwachsene formen ihre eigene Tasse oder Schale – ganz ohne Vorkenntnisse. Wir töpfern samstags von 10 bis 12 Uhr, 15 Euro pro Termin mit Material. Die fertigen Stücke können nach zwei Wochen abgeholt werden.',
      },
      e: {
        title: 'Wollladen Masche',
        text: 'Große Auswahl an Wolle aus der Region, Lange Straße 12. Jeden Donnerstag von 16 bis 18 Uhr: offener Stricktreff im Laden. Erfahrene Strickerinnen helfen Anfängern, die Teilnahme kostet nichts. Mitmachen können alle ab 10 Jahren.',
      },
      f: {
        title: 'Nähkurs: Ändern statt wegwerfen',
        text: 'Hosen und Ärmel kürzen, Knöpfe annähen, einen Reißverschluss wechseln: In fünf Terminen lernen Sie, Ihre Kleidung selbst zu ändern – auch ohne Vorkenntnisse. Samstags von 10 bis 13 Uhr, 95 Euro. Ihre Nähmaschine bringen Sie bitte mit, Garn und Nadeln bekommen Sie bei uns.',
      },
      g: {
        title: 'Salon Haarscharf',
        text: 'Kommen Sie einfach vorbei, anmelden müssen Sie sich nicht: Montag bis Samstag von 8 bis 18 Uhr. Herrenschnitt 19 Euro. Kinder bis 12 Jahre zahlen 12 Euro und schauen beim Schneiden Zeichentrickfilme. Samstags ist bei uns immer viel los, deshalb bleibt der Fernseher dann aus. Bartpflege bieten wir leider nicht an.',
      },
      h: {
        title: 'Ihre Friseurin kommt nach Hause',
        text: 'Sie können nicht mehr gut aus dem Haus gehen, oder Sie möchten für ein Fest zu Hause frisiert werden? Friseurmeisterin Hauser kommt zu Ihnen. Haarschnitt ab 28 Euro, Hochsteckfrisur ab 45 Euro, gern vorher mit Probefrisur. Anfahrt in Mühlhagen kostenlos. Meine Arbeitswoche hat fünf Tage und beginnt am Montag.',
      },
      i: {
        title: 'Barbier am Markt',
        text: 'Herrenschnitt und Bartpflege mit heißem Handtuch, Dienstag bis Samstag von 10 bis 20 Uhr. Haarschnitt 18 Euro, Bart 14 Euro. Unter der Woche schneiden wir ohne Termin; samstags vergeben wir die Plätze nur im Voraus über unsere Website.',
      },
      j: {
        title: 'Friseurschule Mühlhagen: Modelle gesucht',
        text: 'Unsere Auszubildenden schneiden Ihre Haare unter Aufsicht einer Meisterin – für nur 6 Euro. Bitte bringen Sie Zeit mit: Ein Termin dauert etwa zwei Stunden. Donnerstags von 9 bis 13 Uhr, nur für Erwachsene.',
      },
      k: {
        title: 'Kinderfriseur Wuschelkopf',
        text: 'Bei uns sitzen Kinder im Rennauto und schauen Zeichentrickfilme, während wir schneiden. Nur für Kinder bis 14 Jahre. Montag bis Freitag von 9 bis 18 Uhr, samstags von 9 bis 13 Uhr. Haarschnitt 14 Euro.',
      },
      l: {
        title: 'Studio Locke: Ihr Friseur kommt zu Ihnen',
        text: 'Wir kommen mit Schere, Föhn und Make-up zu Ihnen nach Hause, an jedem Tag der Woche, auch samstags und sonntags. Vor jedem Besuch bei Ihnen sehen wir uns einmal im Studio: Dort probieren wir Ihre Frisur in Ruhe aus (40 Euro).',
      },
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 14: ein Töpferkurs für Anfänger am Dienstagabend. Für Ole (Situation 19) passt sie fast: Er ist über 10, aber der Kurs beginnt erst „ab 7. Oktober“, lange nach den Sommerferien.',
        en: 'The advert for situation 14: a pottery course for beginners on Tuesday evenings. It almost suits Ole (situation 19): he is over 10, but the course only starts [[ab 7. Oktober]] (from 7 October), long after the summer holidays.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 20: Samstags stehen Nähmaschinen bereit, und eine Schneiderin zeigt, wie man Kleidung selbst ändert.',
        en: 'The advert for situation 20: on Saturdays sewing machines are ready, and a tailor shows you how to alter your clothes yourself.',
      },
      c: {
        trap: 'one-condition',
        de: 'Die Anzeige zu Situation 11. Für Bennos Sohn (Situation 16) passt sie fast: Stricken lernen für Kinder bis 14, am Nachmittag. Aber der Club ist „Mittwochs“, und montags bis mittwochs ist der Sohn nachmittags beim Fußball; frei ist er nur donnerstags.',
        en: 'The advert for situation 11. It almost suits Benno’s son (situation 16): learning to knit for children up to 14, in the afternoon. But the club is on [[Mittwochs]] (Wednesdays), and from Monday to Wednesday the son spends the afternoon at football; he is only free on Thursdays.',
      },
      d: {
        trap: 'one-condition',
        de: 'Passt fast zu zwei Situationen, aber immer mit einer Bedingung nicht: Töpfern für „Kinder ab 10 Jahren und Erwachsene“, ohne Vorkenntnisse, aber „samstags“. Wolfgang (Situation 14) ist von Freitagabend bis Montag in Hamburg, Ole (Situation 19) von Freitagmittag bis Sonntagabend an der Ostsee.',
        en: 'Almost fits two situations, but always fails one condition: pottery for [[Kinder ab 10 Jahren und Erwachsene]] (children from 10 and adults), no experience needed, but [[samstags]] (on Saturdays). Wolfgang (situation 14) is in Hamburg from Friday evening to Monday, Ole (situation 19) at the Baltic Sea from Friday noon to Sunday evening.',
      },
      e: {
        trap: 'one-condition',
        de: 'Die Anzeige zu Situation 16. Für Zeyneps Tochter (Situation 11) passt sie fast: donnerstags am Nachmittag, Hilfe für Anfänger, kostenlos. Aber „Mitmachen können alle ab 10 Jahren“, und die Tochter wird erst in einem halben Jahr zehn.',
        en: 'The advert for situation 16. It almost suits Zeynep’s daughter (situation 11): Thursday afternoons, help for beginners, free. But [[Mitmachen können alle ab 10 Jahren]] (everyone aged 10 and over can join), and the daughter only turns ten in six months.',
      },
      f: {
        trap: 'one-condition',
        de: 'Passt fast zu Situation 20: Ärmel kürzen lernen, ohne Vorkenntnisse, samstags. Aber „Ihre Nähmaschine bringen Sie bitte mit“, und Elif hat keine.',
        en: 'Almost fits situation 20: learning to shorten sleeves, no experience needed, on Saturdays. But [[Ihre Nähmaschine bringen Sie bitte mit]] (please bring your sewing machine), and Elif has none.',
      },
      g: {
        trap: 'one-condition',
        de: 'Die Anzeige zu Situation 12: Haare schneiden ohne Anmeldung, auch samstags bis 18 Uhr. Für Herrn Trans Sohn (Situation 15) passt sie fast: samstags geöffnet, Zeichentrickfilme für Kinder. Aber samstags „bleibt der Fernseher dann aus“. Für Robert (Situation 13) passt sie nicht: „Bartpflege bieten wir leider nicht an.“',
        en: 'The advert for situation 12: haircuts without booking, on Saturdays too until 6 pm. It almost suits Herr Tran’s son (situation 15): open on Saturdays, cartoons for children. But on Saturdays [[bleibt der Fernseher dann aus]] (the TV stays off). It does not suit Robert (situation 13): [[Bartpflege bieten wir leider nicht an.]] (unfortunately we do not offer beard care).',
      },
      h: {
        trap: 'one-condition',
        de: 'Die Anzeige zu Situation 17: Eine Friseurin kommt nach Hause, auch für Feste, mit Probefrisur. Für Nadine (Situation 18) passt sie fast, aber ihre Arbeitswoche hat fünf Tage ab Montag, also Montag bis Freitag. Die Hochzeit ist an einem Samstag.',
        en: 'The advert for situation 17: a hairdresser comes to your home, for parties too, with a trial hairdo. It almost suits Nadine (situation 18), but her working week has five days from Monday, so Monday to Friday. The wedding is on a Saturday.',
      },
      i: {
        trap: 'one-condition',
        de: 'Ein Barbier, der fast zu zwei Situationen passt, aber immer mit einer Bedingung nicht: Haare 18 Euro und Bart 14 Euro sind zusammen 32 Euro, mehr als 30 Euro (Situation 13), und „ohne Termin“ nur unter der Woche, samstags bucht man „im Voraus“ (Situation 12).',
        en: 'A barber who almost fits two situations, but always fails one condition: hair at 18 euros and beard at 14 euros are 32 euros together, more than 30 (situation 13), and [[ohne Termin]] (without an appointment) only on weekdays; on Saturdays you book [[im Voraus]] (in advance; situation 12).',
      },
      j: {
        trap: 'one-condition',
        de: 'Sehr günstig, aber „nur für Erwachsene“ und nur donnerstags vormittags. Für Herrn Trans Sohn (Situation 15) und für Herrn Götz am Samstag (Situation 12) passt sie nicht; Bartpflege bietet sie auch nicht an (Situation 13).',
        en: 'Very cheap, but [[nur für Erwachsene]] (adults only) and only on Thursday mornings. It does not suit Herr Tran’s son (situation 15) or Herr Götz on a Saturday (situation 12); and it offers no beard care (situation 13).',
      },
      k: {
        trap: 'elsewhere',
        de: 'Die Anzeige zu Situation 15: ein Friseur nur für Kinder, mit Zeichentrickfilmen, samstags bis 13 Uhr. Für Herrn Götz (Situation 12) passt sie nicht: „Nur für Kinder“, und samstags nur bis 13 Uhr.',
        en: 'The advert for situation 15: a hairdresser for children only, with cartoons, on Saturdays until 1 pm. It does not suit Herr Götz (situation 12): [[Nur für Kinder]] (children only), and on Saturdays only until 1 pm.',
      },
      l: {
        trap: 'one-condition',
        de: 'Die Anzeige zu Situation 18. Für Frau Pieper (Situation 17) passt sie fast: Man kommt „zu Ihnen nach Hause, an jedem Tag der Woche“. Aber „Vor jedem Besuch bei Ihnen sehen wir uns einmal im Studio“, und Frau Pieper kann nicht aus dem Haus.',
        en: 'The advert for situation 18. It almost suits Frau Pieper (situation 17): they come [[zu Ihnen nach Hause, an jedem Tag der Woche]] (to your home, on any day of the week). But [[Vor jedem Besuch bei Ihnen sehen wir uns einmal im Studio]] (before every visit we meet once at the studio), and Frau Pieper cannot leave the house.',
      },
      x: {
        trap: 'no-advert',
        de: 'x ist nur richtig, wenn keine Anzeige alle Bedingungen erfüllt. Das ist bei Situation 13 so (beim Barbier kosten Haare und Bart zusammen 32 Euro, „Haarscharf“ ohne Bartpflege) und bei Situation 19 (Töpfern für Kinder nur samstags, der Kurs unter der Woche erst ab Oktober).',
        en: 'x is right only when no advert meets every condition. That is the case in situation 13 (at the barber hair and beard cost 32 euros together, [[Haarscharf]] has no beard care) and in situation 19 (children’s pottery only on Saturdays, the weekday course only from October).',
      },
    },
    items: [
      {
        n: 11,
        situation:
          'Zeynep möchte, dass ihre Tochter Stricken lernt; in einem halben Jahr wird die Kleine zehn. Sie hat an einem Nachmittag unter der Woche Zeit.',
        key: 'c',
        why: {
          c: {
            trap: 'key',
            de: 'Stricken lernen in anderen Worten: „Wer noch nie Nadeln in der Hand hatte, bekommt bei uns alles gezeigt.“ „Mittwochs von 15 bis 16.30 Uhr“, „Für Mädchen und Jungen von 8 bis 14 Jahren“: Die Tochter ist 9. Alter, Tag und Uhrzeit passen.',
            en: 'Learning to knit, in other words: [[Wer noch nie Nadeln in der Hand hatte, bekommt bei uns alles gezeigt.]] (whoever has never held needles is shown everything). [[Mittwochs von 15 bis 16.30 Uhr]] (Wednesdays 3 to 4.30 pm), [[Für Mädchen und Jungen von 8 bis 14 Jahren]] (for girls and boys aged 8 to 14): the daughter is 9. Age, day and time all fit.',
          },
          e: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: ein Stricktreff an einem Nachmittag unter der Woche, Hilfe für Anfänger, und es kostet nichts. Aber „Mitmachen können alle ab 10 Jahren“, und die Tochter wird erst „in einem halben Jahr“ zehn, sie ist also jetzt 9.',
            en: 'The strongest trap: a knitting meet-up on a weekday afternoon, help for beginners, and it costs nothing. But [[Mitmachen können alle ab 10 Jahren]] (everyone aged 10 and over can join), and the daughter only turns ten [[in einem halben Jahr]] (in six months), so she is 9 now.',
          },
          d: {
            trap: 'wrong-detail',
            de: 'Auch ein Kurs für Kinder, aber Töpfern statt Stricken, erst „ab 10 Jahren“ und nur samstags.',
            en: 'Also a course for children, but pottery instead of knitting, only [[ab 10 Jahren]] (from 10) and only on Saturdays.',
          },
        },
        nearMiss: [
          {
            advert: 'e',
            fails: {
              de: 'erst ab 10 Jahren, die Tochter wird erst in einem halben Jahr zehn',
              en: 'only from 10, the daughter only turns ten in six months',
            },
          },
        ],
        evidence: [
          'Für Mädchen und Jungen von 8 bis 14 Jahren',
          'Mittwochs von 15 bis 16.30 Uhr',
          'in einem halben Jahr wird die Kleine zehn',
          'Mitmachen können alle ab 10 Jahren',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 12,
        situation:
          'Herr Götz möchte sich am Samstagnachmittag die Haare schneiden lassen. Er weiß noch nicht genau, wann er Zeit hat, und möchte deshalb vorher keinen Termin machen.',
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Kein Termin, in anderen Worten: „Kommen Sie einfach vorbei, anmelden müssen Sie sich nicht“, „Montag bis Samstag von 8 bis 18 Uhr“. Am Samstagnachmittag kann Herr Götz einfach vorbeikommen.',
            en: 'No appointment, in other words: [[Kommen Sie einfach vorbei, anmelden müssen Sie sich nicht]] (just drop in, you need not book), [[Montag bis Samstag von 8 bis 18 Uhr]] (Monday to Saturday, 8 am to 6 pm). On Saturday afternoon Herr Götz can just drop in.',
          },
          i: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: Hier steht wörtlich „ohne Termin“, und der Barbier ist „Dienstag bis Samstag von 10 bis 20 Uhr“ geöffnet. Aber „ohne Termin“ gilt nur „Unter der Woche“: „samstags vergeben wir die Plätze nur im Voraus“. Das ist ein Termin, und den möchte Herr Götz nicht.',
            en: 'The strongest trap: it says [[ohne Termin]] (without an appointment) word for word, and the barber is open [[Dienstag bis Samstag von 10 bis 20 Uhr]] (Tuesday to Saturday, 10 am to 8 pm). But without an appointment only [[Unter der Woche]] (on weekdays): [[samstags vergeben wir die Plätze nur im Voraus]] (on Saturdays places are only given out in advance). That is an appointment, which Herr Götz does not want.',
          },
          k: {
            trap: 'wrong-detail',
            de: 'Samstags geöffnet, aber nur „von 9 bis 13 Uhr“ und „Nur für Kinder bis 14 Jahre“.',
            en: 'Open on Saturdays, but only [[von 9 bis 13 Uhr]] (9 am to 1 pm) and [[Nur für Kinder bis 14 Jahre]] (for children up to 14 only).',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: {
              de: 'ohne Termin nur unter der Woche, samstags nur im Voraus gebucht',
              en: 'without an appointment only on weekdays, on Saturdays booked in advance only',
            },
          },
        ],
        evidence: [
          'Kommen Sie einfach vorbei, anmelden müssen Sie sich nicht',
          'Montag bis Samstag von 8 bis 18 Uhr',
          'samstags vergeben wir die Plätze nur im Voraus über unsere Website',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 13,
        situation:
          'Robert (34) möchte sich die Haare schneiden und den Bart pflegen lassen. Für beides zusammen möchte er höchstens 30 Euro bezahlen.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt ganz. Der Barbier macht Haare und Bart, aber 18 Euro plus 14 Euro sind 32 Euro. Der Salon Haarscharf ist günstig, aber: „Bartpflege bieten wir leider nicht an.“',
            en: 'No advert fits completely. The barber does hair and beard, but 18 euros plus 14 euros are 32 euros. Salon Haarscharf is cheap, but [[Bartpflege bieten wir leider nicht an.]] (unfortunately we do not offer beard care).',
          },
          i: {
            trap: 'one-condition',
            de: 'Haare und Bart, genau was Robert sucht, und beide Preise sehen niedrig aus: „Haarschnitt 18 Euro, Bart 14 Euro“. Zusammen sind das aber 32 Euro, 2 Euro mehr als 30 Euro.',
            en: 'Hair and beard, just what Robert wants, and both prices look low: [[Haarschnitt 18 Euro, Bart 14 Euro]] (haircut 18 euros, beard 14 euros). But together that is 32 euros, 2 euros more than 30.',
          },
          g: {
            trap: 'one-condition',
            de: 'Der Herrenschnitt kostet nur 19 Euro. Aber am Ende steht: „Bartpflege bieten wir leider nicht an.“',
            en: 'A men’s haircut costs only 19 euros. But at the end: [[Bartpflege bieten wir leider nicht an.]] (unfortunately we do not offer beard care).',
          },
        },
        nearMiss: [
          {
            advert: 'i',
            fails: {
              de: '18 Euro plus 14 Euro, zusammen 32 Euro, mehr als 30 Euro',
              en: '18 plus 14 euros, 32 euros together, more than 30',
            },
          },
          { advert: 'g', fails: { de: 'keine Bartpflege', en: 'no beard care' } },
        ],
        evidence: ['Haarschnitt 18 Euro, Bart 14 Euro', 'Bartpflege bieten wir leider nicht an.'],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 14,
        situation:
          'Wolfgang (66) ist seit Kurzem in Rente. Er möchte lernen, wie man Tassen aus Ton macht; so etwas hat er noch nie gemacht. Jeden Freitagabend fährt er zu seiner Tochter und den Enkeln nach Hamburg und kommt erst am Montag zurück.',
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ohne Erfahrung in anderen Worten: „Ein Anfängerkurs für alle ab 10 Jahren, die noch nie mit Ton gearbeitet haben“. Man lernt, „Tassen und Schalen zu formen“, „dienstags von 19 bis 21 Uhr“, also wenn Wolfgang zu Hause ist. Alles passt.',
            en: 'No experience, in other words: [[Ein Anfängerkurs für alle ab 10 Jahren, die noch nie mit Ton gearbeitet haben]] (a beginners’ course for everyone from 10 who has never worked with clay). You learn [[Tassen und Schalen zu formen]] (to make cups and bowls), [[dienstags von 19 bis 21 Uhr]] (Tuesdays 7 to 9 pm), when Wolfgang is at home. Everything fits.',
          },
          d: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: auch eine eigene „Tasse“, auch für „Erwachsene“ und „ganz ohne Vorkenntnisse“. Aber „Wir töpfern samstags“, und von Freitagabend bis Montag ist Wolfgang in Hamburg.',
            en: 'The strongest trap: your own [[Tasse]] (cup) too, also for [[Erwachsene]] (adults) and [[ganz ohne Vorkenntnisse]] (with no experience at all). But [[Wir töpfern samstags]] (we do pottery on Saturdays), and from Friday evening to Monday Wolfgang is in Hamburg.',
          },
          f: {
            trap: 'wrong-detail',
            de: 'Auch ein Kurs ohne Vorkenntnisse, aber man näht und ändert Kleidung, und zwar samstags. Mit Ton hat er nichts zu tun.',
            en: 'Also a course with no experience needed, but you sew and alter clothes, on Saturdays. It has nothing to do with clay.',
          },
        },
        nearMiss: [
          {
            advert: 'd',
            fails: {
              de: 'nur samstags, von Freitagabend bis Montag ist Wolfgang in Hamburg',
              en: 'Saturdays only, Wolfgang is in Hamburg from Friday evening to Monday',
            },
          },
        ],
        evidence: [
          'die noch nie mit Ton gearbeitet haben',
          'dienstags von 19 bis 21 Uhr',
          'Wir töpfern samstags von 10 bis 12 Uhr',
          'Jeden Freitagabend fährt er zu seiner Tochter',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 15,
        situation:
          'Herr Tran sucht für seinen Sohn (6) einen Friseur, bei dem Kinder während des Schneidens etwas zum Anschauen haben. Er kann nur am Samstagvormittag.',
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Die Kinder „schauen Zeichentrickfilme, während wir schneiden“, und der Kinderfriseur ist „samstags von 9 bis 13 Uhr“ geöffnet.',
            en: 'The children [[schauen Zeichentrickfilme, während wir schneiden]] (watch cartoons while we cut), and the children’s hairdresser is open [[samstags von 9 bis 13 Uhr]] (Saturdays 9 am to 1 pm).',
          },
          g: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: samstags geöffnet, Kinder bis 12 Jahre „schauen beim Schneiden Zeichentrickfilme“. Aber in einem Satz über den vollen Salon steht: „Samstags ist bei uns immer viel los, deshalb bleibt der Fernseher dann aus.“ Ohne Fernseher keine Filme, und Herr Tran kann nur am Samstag.',
            en: 'The strongest trap: open on Saturdays, and children up to 12 [[schauen beim Schneiden Zeichentrickfilme]] (watch cartoons while their hair is cut). But a sentence about the busy salon says [[Samstags ist bei uns immer viel los, deshalb bleibt der Fernseher dann aus.]] (Saturdays are always busy, so the TV stays off then). No TV, no films, and Herr Tran can only come on Saturday.',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Sehr günstig, aber „nur für Erwachsene“ und donnerstags.',
            en: 'Very cheap, but [[nur für Erwachsene]] (adults only) and on Thursdays.',
          },
        },
        nearMiss: [
          {
            advert: 'g',
            fails: {
              de: 'samstags bleibt der Fernseher aus, also keine Filme',
              en: 'the TV stays off on Saturdays, so no films',
            },
          },
        ],
        evidence: [
          'schauen Zeichentrickfilme, während wir schneiden',
          'samstags von 9 bis 13 Uhr',
          'Samstags ist bei uns immer viel los, deshalb bleibt der Fernseher dann aus.',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 16,
        situation:
          'Bennos Sohn (13) möchte stricken lernen. Er hat noch nie gestrickt und braucht deshalb Hilfe. Montags bis mittwochs und freitags ist er den ganzen Nachmittag beim Fußball.',
        key: 'e',
        why: {
          e: {
            trap: 'key',
            de: 'Ein „offener Stricktreff“ „Jeden Donnerstag von 16 bis 18 Uhr“, am einzigen freien Nachmittag des Sohnes. „Erfahrene Strickerinnen helfen Anfängern“, und „Mitmachen können alle ab 10 Jahren“: Der Sohn ist 13.',
            en: 'An [[offener Stricktreff]] (open knitting meet-up) [[Jeden Donnerstag von 16 bis 18 Uhr]] (every Thursday 4 to 6 pm), the son’s only free afternoon. [[Erfahrene Strickerinnen helfen Anfängern]] (experienced knitters help beginners), and [[Mitmachen können alle ab 10 Jahren]] (everyone aged 10 and over can join): the son is 13.',
          },
          c: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: Stricken lernen ohne Vorkenntnisse, für Kinder „von 8 bis 14 Jahren“, am Nachmittag. Aber der Club ist „Mittwochs“, und „Montags bis mittwochs“ ist der Sohn den ganzen Nachmittag beim Fußball: Frei ist er nur am Donnerstag.',
            en: 'The strongest trap: learning to knit with no experience, for children [[von 8 bis 14 Jahren]] (aged 8 to 14), in the afternoon. But the club is on [[Mittwochs]] (Wednesdays), and [[Montags bis mittwochs]] (Monday to Wednesday) the son spends the whole afternoon at football: he is only free on Thursdays.',
          },
          b: {
            trap: 'wrong-detail',
            de: 'Auch ein Treffen mit Hilfe bei der Handarbeit, aber man näht dort an der Maschine, und zwar samstags.',
            en: 'Also a meeting with help with handicrafts, but you sew on machines there, and on Saturdays.',
          },
        },
        nearMiss: [
          {
            advert: 'c',
            fails: {
              de: 'nur mittwochs, der Sohn ist nur donnerstags frei',
              en: 'Wednesdays only, the son is only free on Thursdays',
            },
          },
        ],
        evidence: [
          'Jeden Donnerstag von 16 bis 18 Uhr',
          'Erfahrene Strickerinnen helfen Anfängern',
          'Mitmachen können alle ab 10 Jahren',
          'Montags bis mittwochs und freitags ist er den ganzen Nachmittag beim Fußball',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 17,
        situation:
          'Frau Pieper (88) wohnt in Mühlhagen und kann nach einer Operation nicht aus dem Haus. Ihre Tochter sucht jemanden, der an einem Wochentag zu ihr nach Hause kommt und ihr die Haare schneidet.',
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Für Menschen, die „nicht mehr gut aus dem Haus gehen“ können: Die Friseurin „kommt zu Ihnen“, und ihre „Arbeitswoche hat fünf Tage und beginnt am Montag“, also Montag bis Freitag. Die Anfahrt in Mühlhagen ist sogar kostenlos.',
            en: 'For people who [[nicht mehr gut aus dem Haus gehen]] (can no longer easily leave the house): the hairdresser [[kommt zu Ihnen]] (comes to you), and her [[Arbeitswoche hat fünf Tage und beginnt am Montag]] (working week has five days and starts on Monday), so Monday to Friday. The journey within Mühlhagen is even free.',
          },
          l: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: Auch hier kommt man „zu Ihnen nach Hause, an jedem Tag der Woche“, mit Schere. Aber „Vor jedem Besuch bei Ihnen sehen wir uns einmal im Studio“. Frau Pieper kann nicht aus dem Haus, also auch nicht ins Studio.',
            en: 'The strongest trap: here too they come [[zu Ihnen nach Hause, an jedem Tag der Woche]] (to your home, on any day of the week), with scissors. But [[Vor jedem Besuch bei Ihnen sehen wir uns einmal im Studio]] (before every visit we meet once at the studio). Frau Pieper cannot leave the house, so she cannot go to the studio either.',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Ein Friseur unter der Woche, aber im Salon: „Kommen Sie einfach vorbei“. Frau Pieper kann nicht aus dem Haus.',
            en: 'A hairdresser open on weekdays, but in the salon: [[Kommen Sie einfach vorbei]] (just drop in). Frau Pieper cannot leave the house.',
          },
        },
        nearMiss: [
          {
            advert: 'l',
            fails: {
              de: 'vorher ein Treffen im Studio, Frau Pieper kann nicht aus dem Haus',
              en: 'a meeting at the studio first, Frau Pieper cannot leave the house',
            },
          },
        ],
        evidence: [
          'Sie können nicht mehr gut aus dem Haus gehen',
          'Meine Arbeitswoche hat fünf Tage und beginnt am Montag',
          'Vor jedem Besuch bei Ihnen sehen wir uns einmal im Studio',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 18,
        situation:
          'Nadine heiratet an einem Samstag im Juni. Sie möchte sich an diesem Morgen zu Hause frisieren lassen und die Frisur vorher einmal ausprobieren.',
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: 'Das Studio kommt „zu Ihnen nach Hause“, „auch samstags und sonntags“. Vorher trifft man sich im Studio: „Dort probieren wir Ihre Frisur in Ruhe aus“.',
            en: 'The studio comes [[zu Ihnen nach Hause]] (to your home), [[auch samstags und sonntags]] (on Saturdays and Sundays too). Beforehand you meet at the studio: [[Dort probieren wir Ihre Frisur in Ruhe aus]] (there we try out your hairdo at leisure).',
          },
          h: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: Eine Friseurmeisterin, die „für ein Fest zu Hause“ frisiert, mit „Hochsteckfrisur“ und „Probefrisur“. Aber ihre „Arbeitswoche hat fünf Tage und beginnt am Montag“: Montag bis Freitag. Die Hochzeit ist an einem Samstag.',
            en: 'The strongest trap: a master hairdresser who does your hair [[für ein Fest zu Hause]] (at home for a party), with a [[Hochsteckfrisur]] (updo) and a [[Probefrisur]] (trial hairdo). But her [[Arbeitswoche hat fünf Tage und beginnt am Montag]] (working week has five days and starts on Monday): Monday to Friday. The wedding is on a Saturday.',
          },
          g: {
            trap: 'wrong-detail',
            de: 'Samstags geöffnet, aber im Salon, ohne Probefrisur und ohne Besuch zu Hause.',
            en: 'Open on Saturdays, but in the salon, with no trial hairdo and no home visit.',
          },
        },
        nearMiss: [
          {
            advert: 'h',
            fails: {
              de: 'fünf Arbeitstage ab Montag, also nicht am Samstag',
              en: 'five working days from Monday, so not on Saturday',
            },
          },
        ],
        evidence: [
          'zu Ihnen nach Hause, an jedem Tag der Woche, auch samstags und sonntags',
          'Dort probieren wir Ihre Frisur in Ruhe aus',
          'Meine Arbeitswoche hat fünf Tage und beginnt am Montag',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 19,
        situation:
          'Ole (11) möchte in den Sommerferien zum ersten Mal töpfern. Jeden Freitagmittag fährt die Familie zum Campingplatz an der Ostsee und kommt erst am Sonntagabend zurück.',
        key: 'x',
        why: {
          x: {
            trap: 'key',
            de: 'Keine Anzeige passt ganz. „Töpfern für Groß und Klein“ ist für Kinder ab 10, aber „samstags“, und da ist Ole an der Ostsee. Der Anfängerkurs der Werkstatt Lehmkuhle ist auch für Kinder ab 10, aber er beginnt erst „ab 7. Oktober“, nach den Sommerferien.',
            en: 'No advert fits completely. [[Töpfern für Groß und Klein]] is for children from 10, but [[samstags]] (on Saturdays), when Ole is at the Baltic Sea. The beginners’ course at [[Werkstatt Lehmkuhle]] is for children from 10 too, but it only starts [[ab 7. Oktober]] (from 7 October), after the summer holidays.',
          },
          d: {
            trap: 'one-condition',
            de: 'Töpfern für Kinder „ab 10 Jahren“, ohne Vorkenntnisse: Ole ist 11. Aber „Wir töpfern samstags“, und von Freitagmittag bis Sonntagabend ist Ole mit der Familie an der Ostsee.',
            en: 'Pottery for children [[ab 10 Jahren]] (from 10), no experience needed: Ole is 11. But [[Wir töpfern samstags]] (we do pottery on Saturdays), and from Friday noon to Sunday evening Ole is at the Baltic Sea with his family.',
          },
          a: {
            trap: 'one-condition',
            de: 'Ein Anfängerkurs „für alle ab 10 Jahren“ an einem Wochentag. Aber die sechs Termine sind „ab 7. Oktober“, und dann sind die Sommerferien lange vorbei.',
            en: 'A beginners’ course [[für alle ab 10 Jahren]] (for everyone from 10) on a weekday. But the six sessions are [[ab 7. Oktober]] (from 7 October), long after the summer holidays.',
          },
        },
        nearMiss: [
          {
            advert: 'd',
            fails: {
              de: 'nur samstags, Ole ist von Freitag bis Sonntag weg',
              en: 'Saturdays only, Ole is away from Friday to Sunday',
            },
          },
          {
            advert: 'a',
            fails: {
              de: 'erst ab 7. Oktober, nach den Sommerferien',
              en: 'only from 7 October, after the summer holidays',
            },
          },
        ],
        evidence: [
          'Kinder ab 10 Jahren und Erwachsene formen ihre eigene Tasse oder Schale',
          'Wir töpfern samstags von 10 bis 12 Uhr',
          'dienstags von 19 bis 21 Uhr, ab 7. Oktober',
          'Jeden Freitagmittag fährt die Familie zum Campingplatz an der Ostsee',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
      {
        n: 20,
        situation:
          'Elif möchte die Ärmel ihrer neuen Jacke kürzen. Sie hat keine Nähmaschine und möchte es am Wochenende mit etwas Hilfe selbst machen.',
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: '„Jeden Samstag“ „stehen fünf Nähmaschinen für Sie bereit“, und die Schneiderin „zeigt Ihnen, wie Sie sie selbst ändern“: Ärmel kürzen ist eine Änderung. Elif näht selbst, mit Hilfe.',
            en: '[[Jeden Samstag]] (every Saturday) [[stehen fünf Nähmaschinen für Sie bereit]] (five sewing machines are ready for you), and the tailor [[zeigt Ihnen, wie Sie sie selbst ändern]] (shows you how to alter them yourself): shortening sleeves is an alteration. Elif sews herself, with help.',
          },
          f: {
            trap: 'one-condition',
            de: 'Die stärkste Falle: Man lernt „Hosen und Ärmel kürzen“ und „Ihre Kleidung selbst zu ändern“, „auch ohne Vorkenntnisse“, und zwar samstags. Aber „Ihre Nähmaschine bringen Sie bitte mit“, das steht in einem Satz über Garn und Nadeln. Elif hat keine.',
            en: 'The strongest trap: you learn [[Hosen und Ärmel kürzen]] (to shorten trousers and sleeves), just what Elif wants, and [[Ihre Kleidung selbst zu ändern]] (to alter your clothes yourself), [[auch ohne Vorkenntnisse]] (with no experience too), on Saturdays. But [[Ihre Nähmaschine bringen Sie bitte mit]] (please bring your sewing machine), in a sentence about thread and needles. Elif has none.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Auch Hilfe für Anfänger, aber beim Stricken, nicht beim Nähen, und am Donnerstag.',
            en: 'Help for beginners too, but with knitting, not sewing, and on Thursdays.',
          },
        },
        nearMiss: [
          {
            advert: 'f',
            fails: { de: 'eigene Nähmaschine nötig', en: 'own sewing machine needed' },
          },
        ],
        evidence: [
          'stehen fünf Nähmaschinen für Sie bereit',
          'zeigt Ihnen, wie Sie sie selbst ändern oder reparieren',
          'Ihre Nähmaschine bringen Sie bitte mit',
        ],
        teaches: { sheet: 'reading-mastery', section: 'part-3-selective' },
      },
    ],
  },

  language1: {
    topics: ['lost-and-found'],
    people: [{ name: 'Laura Zander', role: 'bus passenger who lost her rucksack' }],
    text: 'Betreff: Rucksack im Bus der Linie 4 vergessen\n\nSehr geehrte Damen und Herren,\n\nich habe {21} zwei Tagen abends auf der Fahrt vom Bahnhof nach Hause meinen Rucksack im Bus der Linie 4 vergessen. {22} ich aus dem Bus ausgestiegen bin, habe ich bisher immer nach meiner Tasche geschaut. Aber an diesem Abend war ich müde und habe nur auf mein Handy geschaut. Den Rucksack hatte ich auf {23} freien Sitz neben mir gelegt, und dort ist er liegen geblieben.\n\nEs ist ein blauer Rucksack aus Stoff mit einem gelben Anhänger. {24} er schon ziemlich alt ist, möchte ich ihn unbedingt zurückhaben. In dem Rucksack, {25} ich von meinen Eltern zum Geburtstag bekommen habe, sind mein Portemonnaie und meine Hausschlüssel. Ohne Schlüssel kann ich {26} kaum vorstellen, wie ich die nächsten Tage schaffen soll.\n\nAm Dienstag bin ich wieder mit der Linie 4 gefahren und habe den Busfahrer, mit {27} ich an der Endhaltestelle kurz sprechen konnte, nach einem blauen Rucksack gefragt. Er wusste aber nichts. Vielleicht hat die ältere Dame, {28} ich beim Aussteigen geholfen habe, ihn gesehen.\n\nFalls jemand den Rucksack bei Ihnen abgibt, rufen Sie mich bitte an. Meine Handynummer ist 0157 22489130. Ich habe sie erst {29} einer Woche, darum steht auf dem gelben Anhänger noch meine alte Nummer. Am besten rufen Sie abends an, {30} während der Arbeit im Supermarkt darf ich mein Handy nicht benutzen. Vielen Dank für Ihre Hilfe!\n\nMit freundlichen Grüßen\nLaura Zander',
    items: [
      {
        n: 21,
        options: { a: 'seit', b: 'vor', c: 'in' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: 'Der Rucksack fehlt bis heute, darum wirkt „seit“ richtig. Aber am Ende des Satzes steht „habe … vergessen“ (Perfekt): Das Vergessen ist ein einzelner Moment, und der ist vorbei. „seit“ steht für etwas, das bis heute dauert, meist mit Präsens („Der Rucksack fehlt seit zwei Tagen“).',
            en: 'The backpack is still missing, so [[seit]] looks right. But the clause ends with [[habe … vergessen]] (perfect tense): forgetting it was one moment, and it is over. [[seit]] is for something that lasts until now, usually with the present ([[Der Rucksack fehlt seit zwei Tagen]]).',
          },
          b: {
            trap: 'key',
            de: '„habe … vergessen“ (Perfekt): Laura hat den Rucksack an einem Abend im Bus vergessen, ein einzelner Moment in der Vergangenheit. Wie lange das her ist, sagt „vor“ + Dativ: „vor zwei Tagen“.',
            en: '[[habe … vergessen]] (perfect tense): Laura left the backpack on the bus one evening, a single moment in the past. How long ago that was takes [[vor]] + dative: [[vor zwei Tagen]] (two days ago).',
          },
          c: {
            trap: 'preposition',
            de: '„in zwei Tagen“ zeigt in die Zukunft („in zwei Tagen fahre ich“). Das Vergessen ist aber schon passiert.',
            en: '[[in zwei Tagen]] points to the future ([[in zwei Tagen fahre ich]], I am going in two days). But the forgetting has already happened.',
          },
        },
        evidence: [
          'ich habe',
          'zwei Tagen abends auf der Fahrt vom Bahnhof nach Hause meinen Rucksack im Bus der Linie 4 vergessen',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 22,
        options: { a: 'Als', b: 'Wenn', c: 'Wann' },
        key: 'b',
        why: {
          a: {
            trap: 'connector',
            de: 'Der Satz steht in der Vergangenheit („ausgestiegen bin“, „habe … geschaut“), und viele haben gelernt: Vergangenheit = „als“. Darum liegt „Als“ nahe. Aber „als“ steht nur für ein einziges Mal. Im Hauptsatz steht „bisher immer“: Laura ist oft ausgestiegen und hat jedes Mal geschaut. Dafür steht auch in der Vergangenheit „wenn“.',
            en: 'The sentence is in the past ([[ausgestiegen bin]], [[habe … geschaut]]), and many learners know: past = [[als]]. So [[Als]] is tempting. But [[als]] is only for one single time. The main clause has [[bisher immer]] (always until now): Laura got off many times and looked every time. That takes [[wenn]], in the past too.',
          },
          b: {
            trap: 'key',
            de: 'Im Hauptsatz steht „bisher immer“: Laura ist oft ausgestiegen, und es ist immer wieder passiert. Für etwas, das sich wiederholt, steht auch in der Vergangenheit „wenn“: „Wenn ich … ausgestiegen bin, habe ich bisher immer … geschaut.“',
            en: 'The main clause has [[bisher immer]] (always until now): Laura got off many times, and it happened again and again. Something repeated takes [[wenn]], in the past too: [[Wenn ich … ausgestiegen bin, habe ich bisher immer … geschaut.]] (Whenever I got off, I always looked.)',
          },
          c: {
            trap: 'connector',
            de: '„Wann“ ist ein Fragewort („Wann fährt der Bus?“). Hier gibt es keine Frage.',
            en: '[[Wann]] is a question word ([[Wann fährt der Bus?]]). There is no question here.',
          },
        },
        evidence: ['ich aus dem Bus ausgestiegen bin', 'habe ich bisher immer nach meiner Tasche geschaut'],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 23,
        options: { a: 'der', b: 'dem', c: 'den' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„der“ passt zu einem femininen Nomen im Dativ („auf der Bank“). „Sitz“ ist aber maskulin, und „der Sitz“ ist Nominativ; nach „auf“ steht nie der Nominativ.',
            en: '[[der]] fits a feminine noun in the dative ([[auf der Bank]], on the bench). But [[Sitz]] is masculine, and [[der Sitz]] is nominative; [[auf]] never takes the nominative.',
          },
          b: {
            trap: 'form',
            de: 'Der Rucksack war ja auf dem Sitz, und der Satz endet mit „liegen geblieben“. Darum wirkt „dem“ (wo?) richtig. Aber „auf … Sitz“ gehört zu „gelegt“: Laura hat den Rucksack dorthin gelegt. „legen“ fragt „wohin?“ und braucht den Akkusativ. „auf dem Sitz“ passt zu „liegen“, nicht zu „legen“.',
            en: 'The rucksack was on the seat, and the sentence ends with [[liegen geblieben]] (was left lying there). So [[dem]] (where?) looks right. But [[auf … Sitz]] belongs to [[gelegt]]: Laura put the rucksack there. [[legen]] asks “where to?” and takes the accusative. [[auf dem Sitz]] goes with [[liegen]] (to lie), not with [[legen]] (to put).',
          },
          c: {
            trap: 'key',
            de: '„auf“ ist eine Wechselpräposition. Das Verb steht am Ende: „gelegt“. „legen“ fragt „wohin?“, also Akkusativ: „auf den freien Sitz“ (der Sitz, maskulin).',
            en: '[[auf]] takes either case. The verb comes at the end: [[gelegt]] (put, laid). [[legen]] asks “where to?”, so accusative: [[auf den freien Sitz]] (onto the free seat; der Sitz, masculine).',
          },
        },
        evidence: ['Den Rucksack hatte ich auf', 'freien Sitz neben mir gelegt'],
        teaches: { sheet: 'language-elements-patterns', section: 'prepositions' },
      },
      {
        n: 24,
        options: { a: 'Obwohl', b: 'Trotzdem', c: 'Deshalb' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Ein Gegensatz: Der Rucksack ist alt, und Laura möchte ihn doch zurückhaben. Das Verb „ist“ steht am Ende, dann folgt der Hauptsatz „möchte ich ihn unbedingt zurückhaben“. Einen Nebensatz mit Gegensatz leitet „Obwohl“ ein.',
            en: 'A contrast: the backpack is old, and Laura still wants it back. The verb [[ist]] is at the end, then the main clause [[möchte ich ihn unbedingt zurückhaben]] follows. A contrasting clause of this kind starts with [[Obwohl]] (although).',
          },
          b: {
            trap: 'word-class',
            de: '„Trotzdem“ passt zur Bedeutung: alt, und doch wichtig. Darum liegt es nahe. Aber nach „trotzdem“ kommt sofort das Verb („Trotzdem möchte ich …“). Hier steht „ist“ am Ende des Satzteils, und danach kommt der Hauptsatz „möchte ich ihn unbedingt zurückhaben“. So einen Nebensatz leitet „Obwohl“ ein.',
            en: '[[Trotzdem]] (even so) fits the meaning: old, and still important. So it is tempting. But after [[trotzdem]] the verb comes at once ([[Trotzdem möchte ich …]]). Here [[ist]] is at the end of the clause, and the main clause [[möchte ich ihn unbedingt zurückhaben]] follows. Such a clause starts with [[Obwohl]].',
          },
          c: {
            trap: 'connector',
            de: '„Deshalb“ nennt eine Folge. Dass der Rucksack alt ist, ist aber kein Grund, ihn unbedingt zurückzuwollen. Außerdem kommt nach „deshalb“ sofort das Verb.',
            en: '[[Deshalb]] (that is why) gives a result. But the backpack being old is no reason to want it back so much. Also, the verb comes straight after [[deshalb]].',
          },
        },
        evidence: ['er schon ziemlich alt ist', 'möchte ich ihn unbedingt zurückhaben'],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
      {
        n: 25,
        options: { a: 'dem', b: 'der', c: 'den' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: 'Direkt davor steht „In dem Rucksack“, darum liegt „dem“ nahe. Aber den Kasus bestimmt der Relativsatz: Ich habe den Rucksack „bekommen“. „bekommen“ braucht ein Akkusativobjekt.',
            en: '[[In dem Rucksack]] comes just before, so [[dem]] is tempting. But the relative clause decides the case: I [[bekommen]] (got) the rucksack. [[bekommen]] needs an accusative object.',
          },
          b: {
            trap: 'form',
            de: '„der“ wäre Nominativ (Maskulinum) oder Dativ (Femininum). Im Relativsatz ist „ich“ das Subjekt, und der Rucksack ist das Objekt von „bekommen“.',
            en: '[[der]] would be nominative masculine or dative feminine. In the relative clause [[ich]] is the subject, and the rucksack is the object of [[bekommen]].',
          },
          c: {
            trap: 'key',
            de: 'Genus von „Rucksack“: maskulin. Im Relativsatz ist er Akkusativobjekt: „den ich … bekommen habe“.',
            en: 'Gender of [[Rucksack]]: masculine. In the relative clause it is the accusative object: [[den ich … bekommen habe]] (which I got).',
          },
        },
        evidence: ['In dem Rucksack,', 'ich von meinen Eltern zum Geburtstag bekommen habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 26,
        options: { a: 'mir', b: 'mich', c: 'sich' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: '„sich etwas vorstellen“: Das, was man sich vorstellt, ist das Akkusativobjekt (hier der Satz „wie ich … schaffen soll“). Dann steht das Reflexivpronomen im Dativ: „kann ich mir … vorstellen“.',
            en: '[[sich etwas vorstellen]] (to imagine something): what you imagine is the accusative object (here the clause [[wie ich … schaffen soll]]). Then the reflexive pronoun is dative: [[kann ich mir … vorstellen]].',
          },
          b: {
            trap: 'form',
            de: '„Ich stelle mich vor“ gibt es, aber es heißt „ich sage meinen Namen“. Wer sich etwas vorstellt (im Kopf), sagt „mir“: Der Satz mit „wie“ ist schon das Objekt.',
            en: '[[Ich stelle mich vor]] exists, but it means “I introduce myself”. When you imagine something, you say [[mir]]: the clause with [[wie]] is already the object.',
          },
          c: {
            trap: 'form',
            de: '„sich“ passt zu er, sie oder Sie, nicht zu „ich“.',
            en: '[[sich]] goes with er, sie or Sie, not with [[ich]].',
          },
        },
        evidence: ['Ohne Schlüssel kann ich', 'kaum vorstellen, wie ich die nächsten Tage schaffen soll'],
        teaches: { sheet: 'language-elements-patterns', section: 'reflexive-pronouns' },
      },
      {
        n: 27,
        options: { a: 'dem', b: 'der', c: 'den' },
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Genus und Zahl kommen von „Busfahrer“: maskulin, Singular. Den Kasus bestimmt der Relativsatz: „mit“ braucht den Dativ („mit dem Busfahrer sprechen“). Also „mit dem ich … kurz sprechen konnte“.',
            en: 'Gender and number come from [[Busfahrer]]: masculine singular. The relative clause decides the case: [[mit]] takes the dative ([[mit dem Busfahrer sprechen]]). So [[mit dem ich … kurz sprechen konnte]] (whom I could talk to briefly).',
          },
          b: {
            trap: 'form',
            de: '„der“ wäre Nominativ maskulin („der Busfahrer“) oder Dativ feminin. „Busfahrer“ ist maskulin, und nach „mit“ steht der Dativ: „dem“.',
            en: '[[der]] would be masculine nominative ([[der Busfahrer]]) or feminine dative. [[Busfahrer]] is masculine, and [[mit]] takes the dative: [[dem]].',
          },
          c: {
            trap: 'form',
            de: 'Im Hauptsatz steht „habe den Busfahrer … gefragt“, Akkusativ, darum wirkt „den“ richtig. Aber den Kasus bestimmt der Relativsatz: „mit“ braucht immer den Dativ, also „mit dem“.',
            en: 'The main clause has [[habe den Busfahrer … gefragt]], accusative, so [[den]] looks right. But the relative clause decides the case: [[mit]] always takes the dative, so [[mit dem]].',
          },
        },
        evidence: ['habe den Busfahrer, mit', 'ich an der Endhaltestelle kurz sprechen konnte'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 28,
        options: { a: 'die', b: 'denen', c: 'der' },
        key: 'c',
        why: {
          a: {
            trap: 'form',
            de: '„die ältere Dame“ ist Nominativ, darum wirkt „die“ richtig. Aber im Relativsatz steht „geholfen“: „helfen“ braucht den Dativ. Femininum Dativ: „der“.',
            en: '[[die ältere Dame]] is nominative, so [[die]] looks right. But the relative clause has [[geholfen]]: [[helfen]] takes the dative. Feminine dative: [[der]].',
          },
          b: {
            trap: 'form',
            de: '„denen“ ist Dativ, aber Plural. Es geht um eine Dame, also Singular.',
            en: '[[denen]] is dative, but plural. It is about one lady, so singular.',
          },
          c: {
            trap: 'key',
            de: 'Genus von „Dame“: feminin. Im Relativsatz: „ich habe ihr geholfen“ (Dativ). Also „der ich beim Aussteigen geholfen habe“.',
            en: 'Gender of [[Dame]]: feminine. In the relative clause: I helped her (dative). So [[der ich beim Aussteigen geholfen habe]] (whom I helped getting off).',
          },
        },
        evidence: ['die ältere Dame,', 'ich beim Aussteigen geholfen habe'],
        teaches: { sheet: 'language-elements-patterns', section: 'relative-pronouns' },
      },
      {
        n: 29,
        options: { a: 'vor', b: 'seit', c: 'ab' },
        key: 'b',
        why: {
          a: {
            trap: 'preposition',
            de: '„Ich habe sie …“ sieht aus wie der Anfang eines Perfekts („Ich habe sie vor einer Woche bekommen“). Darum liegt „vor“ nahe. Aber am Ende steht kein Partizip: „habe“ ist hier das Verb „haben“ im Präsens. Laura hat die Nummer heute noch, und für etwas, das bis heute dauert, steht „seit“.',
            en: '[[Ich habe sie …]] looks like the start of a perfect tense ([[Ich habe sie vor einer Woche bekommen]], I got it a week ago). So [[vor]] is tempting. But no participle follows: [[habe]] is the verb [[haben]] (to have) in the present. Laura still has the number, and something that lasts until now takes [[seit]].',
          },
          b: {
            trap: 'key',
            de: '„Ich habe sie erst …“: „haben“ im Präsens, ohne Partizip. Laura hat die Nummer vor einer Woche bekommen und hat sie heute noch. Dafür steht „seit“ + Dativ: „seit einer Woche“. Darum steht auf dem Anhänger noch die alte Nummer.',
            en: '[[Ich habe sie erst …]]: [[haben]] in the present, with no participle. Laura got the number a week ago and still has it. That takes [[seit]] + dative: [[seit einer Woche]] (only for a week). That is why the tag still shows the old number.',
          },
          c: {
            trap: 'preposition',
            de: '„ab“ nennt einen Beginn, meist in der Zukunft („ab nächster Woche“). Für etwas, das vor einer Woche begonnen hat und bis heute dauert, steht „seit“.',
            en: '[[ab]] marks a start, usually in the future ([[ab nächster Woche]], from next week). Something that began a week ago and lasts until now takes [[seit]].',
          },
        },
        evidence: [
          'Ich habe sie erst',
          'einer Woche, darum steht auf dem gelben Anhänger noch meine alte Nummer',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'time-connectors' },
      },
      {
        n: 30,
        options: { a: 'weil', b: 'deshalb', c: 'denn' },
        key: 'c',
        why: {
          a: {
            trap: 'word-class',
            de: 'Es folgt ein Grund, darum wirkt „weil“ richtig. Aber nach „weil“ muss das Verb am Ende stehen („weil ich … nicht benutzen darf“). Hier steht das Verb „darf“ an Position 2, nach der langen Zeitangabe „während der Arbeit im Supermarkt“.',
            en: 'A reason follows, so [[weil]] looks right. But after [[weil]] the verb must go at the end ([[weil ich … nicht benutzen darf]]). Here the verb [[darf]] is in position 2, after the long time phrase [[während der Arbeit im Supermarkt]].',
          },
          b: {
            trap: 'connector',
            de: '„deshalb“ nennt eine Folge, hier folgt aber der Grund: Man soll Laura abends anrufen, weil sie bei der Arbeit ihr Handy nicht benutzen darf. Außerdem steht nach „deshalb“ das Verb sofort.',
            en: '[[deshalb]] gives a consequence, but here the reason follows: they should call Laura in the evening because she may not use her phone at work. Besides, the verb comes right after [[deshalb]].',
          },
          c: {
            trap: 'key',
            de: 'Ein Grund, und danach ein normaler Hauptsatz: „während der Arbeit im Supermarkt“ ist Position 1, „darf“ Position 2. „denn“ zählt dabei nicht mit.',
            en: 'A reason followed by a normal main clause: [[während der Arbeit im Supermarkt]] is position 1, [[darf]] position 2. [[denn]] does not count for the verb position.',
          },
        },
        evidence: [
          'Am besten rufen Sie abends an,',
          'während der Arbeit im Supermarkt darf ich mein Handy nicht benutzen',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'connectors' },
      },
    ],
  },

  language2: {
    topics: ['youth-centres'],
    people: [],
    text: 'Das Jugendzentrum Kesselhaus zieht um\n\nSeit 20 Jahren treffen sich Jugendliche aus Mühlhagen im Kesselhaus. Das alte Haus ist aber schwer zu heizen und inzwischen auch zu {31}. Deshalb zieht das Jugendzentrum bald in die frühere Post. Im Keller liegt dort ein Bandraum; im Café und im Seniorenheim nebenan hört man davon nichts. Eine Köchin aus dem Seniorenheim kocht jeden Tag im Café mit. Die Musikschule gibt ihr altes Klavier für den Bandraum; tragen darf es aber nur eine Spezialfirma, und die kostet 300 Euro.\n\nDie Post ist größer und kostet im Jahr 9.000 Euro mehr. Trotzdem bleibt das Essen im Café {32}, denn die Stadt bezahlt wie bisher die Miete und dazu den Umzug aus dem Kesselhaus. Neue Instrumente kauft sie aber nicht; ein Schlagzeug zum Beispiel kostet über 1.000 Euro. Dafür gehört alles, was im Haus ist, der Stadt und bleibt für immer dort. Eröffnet wird am Dienstag, dem 13. April; dann ist das Haus von Dienstag bis {33} ab 14 Uhr offen.\n\nIm Café kochen Jugendliche ohne {34}. Deshalb gibt es an jedem Öffnungstag am {35} ein frisch gekochtes Essen für nur zwei Euro.\n\nUmgezogen wird am {36}, dem 12. April. Einen Umzugswagen hat das Team schon bestellt; jetzt braucht es nur noch {37}. In der Post haben bei den Filmabenden am Sonntag alle 60 Besucher einen Sitzplatz, nicht nur 40 wie bisher.\n\nFür den Transport des Klaviers fehlt noch {38}. Gitarren gibt es noch keine: Wer eine zu Hause hat, kann sie dem Jugendzentrum gern {39}. Nur ein Schlagzeug wird es im Bandraum nicht geben: Es wäre zu {40}.',
    box: {
      a: 'Sonntag',
      b: 'Montag',
      c: 'leihen',
      d: 'teuer',
      e: 'kostenlos',
      f: 'schenken',
      g: 'klein',
      h: 'Lohn',
      i: 'Abend',
      j: 'Samstag',
      k: 'Hilfe',
      l: 'Geld',
      m: 'günstig',
      n: 'Mittag',
      o: 'laut',
    },
    optionNotes: {
      a: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 33: Im vierten Absatz steht, dass es in der Post Filmabende „am Sonntag“ gibt. Am Sonntag ist das Haus also offen: von Dienstag bis Sonntag. In Lücke 36 passt es nicht: Eröffnet wird „am Dienstag, dem 13. April“ (zweiter Absatz), also ist der 12. April ein Montag.',
        en: 'Belongs in gap 33: the fourth paragraph says there are film evenings in the post office [[am Sonntag]] (on Sunday). So the building is open on Sundays: from Tuesday to Sunday. It does not fit gap 36: the opening is [[am Dienstag, dem 13. April]] (on Tuesday, 13 April; second paragraph), so 12 April is a Monday.',
      },
      b: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 36: Umgezogen wird am 12. April, und im zweiten Absatz steht „am Dienstag, dem 13. April“. Der Tag davor ist ein Montag.',
        en: 'Belongs in gap 36: the move is on 12 April, and the second paragraph says [[am Dienstag, dem 13. April]] (on Tuesday, 13 April). The day before is a Monday.',
      },
      c: {
        trap: 'meaning',
        de: 'Lockt in Lücke 39: Eine Gitarre leihen klingt ganz normal. Aber im zweiten Absatz steht: Alles, was im Haus ist, gehört der Stadt „und bleibt für immer dort“. Eine geliehene Gitarre bekäme man zurück.',
        en: 'Tempts in gap 39: lending a guitar sounds quite normal. But the second paragraph says everything in the building belongs to the town [[und bleibt für immer dort]] (and stays there for good). A lent guitar would be given back.',
      },
      d: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 40: Neue Instrumente kauft die Stadt nicht, und ein Schlagzeug kostet über 1.000 Euro (zweiter Absatz). Laut wäre ein Schlagzeug im Keller nicht, denn im Café und im Seniorenheim „hört man davon nichts“ (erster Absatz). Lockt in Lücke 31, denn ein Haus, das „schwer zu heizen“ ist, kostet viel. Aber die Post „kostet im Jahr 9.000 Euro mehr“ (zweiter Absatz): Wegen hoher Kosten zieht niemand in ein teureres Haus.',
        en: 'Belongs in gap 40: the town does not buy new instruments, and a drum kit costs over 1,000 euros (second paragraph). A drum kit in the cellar would not be too loud, because in the café and the old people’s home [[hört man davon nichts]] (you hear nothing of it; first paragraph). It tempts in gap 31, because a building that is [[schwer zu heizen]] (hard to heat) costs a lot. But the post office [[kostet im Jahr 9.000 Euro mehr]] (costs 9,000 euros more a year; second paragraph): nobody leaves a building because of high costs for a dearer one.',
      },
      e: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 32, denn „die Stadt bezahlt“, und „Trotzdem bleibt das Essen im Café kostenlos“ klingt ganz natürlich. Aber im dritten Absatz steht: Es gibt ein Essen „für nur zwei Euro“. Es kostet also etwas; es ist günstig.',
        en: 'Tempts in gap 32, because [[die Stadt bezahlt]] (the town pays), and the food in the café staying free sounds quite natural. But the third paragraph says there is a meal [[für nur zwei Euro]] (for only two euros). So it costs something; it is cheap.',
      },
      f: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 39: Alles im Haus gehört der Stadt „und bleibt für immer dort“. Wer eine Gitarre bringt, gibt sie also für immer: schenken.',
        en: 'Belongs in gap 39: everything in the building belongs to the town [[und bleibt für immer dort]] (and stays there for good). Whoever brings a guitar gives it for good: [[schenken]] (to give as a present).',
      },
      g: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 31: Im vierten Absatz steht, dass in der Post „alle 60 Besucher einen Sitzplatz“ haben, „nicht nur 40 wie bisher“. Das Kesselhaus ist zu klein.',
        en: 'Belongs in gap 31: the fourth paragraph says that in the post office [[alle 60 Besucher einen Sitzplatz]] (all 60 visitors have a seat), [[nicht nur 40 wie bisher]] (not only 40 as before). The Kesselhaus is too small.',
      },
      h: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 34: Die Jugendlichen bekommen für das Kochen kein Geld. „Deshalb“ kostet das Essen nur zwei Euro.',
        en: 'Belongs in gap 34: the young people are not paid for cooking. [[Deshalb]] (that is why) the meal costs only two euros.',
      },
      i: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 35: Das Haus ist erst „ab 14 Uhr offen“ (zweiter Absatz). Das Essen gibt es also am Abend.',
        en: 'Belongs in gap 35: the building opens only [[ab 14 Uhr]] (from 2 pm; second paragraph). So the meal is served in the evening.',
      },
      j: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 33, denn „von Dienstag bis Samstag“ sind typische Öffnungszeiten. Aber im vierten Absatz steht „bei den Filmabenden am Sonntag“: Am Sonntag ist das Haus auch offen. Lockt auch in Lücke 36, denn viele Leute ziehen am Samstag um. Aber im zweiten Absatz steht „am Dienstag, dem 13. April“: Der 12. April ist ein Montag.',
        en: 'Tempts in gap 33, because Tuesday to Saturday are typical opening days. But the fourth paragraph says [[bei den Filmabenden am Sonntag]] (at the film evenings on Sunday): the building is open on Sundays too. It also tempts in gap 36, because many people move house on a Saturday. But the second paragraph says [[am Dienstag, dem 13. April]] (on Tuesday, 13 April): 12 April is a Monday.',
      },
      k: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 37: Den Umzug bezahlt die Stadt; es fehlen Leute, die mit anpacken. In Lücke 34 lockt es, aber eine Köchin aus dem Seniorenheim „kocht jeden Tag im Café mit“ (erster Absatz). In Lücke 38 lockt es auch, aber das Klavier darf nur „eine Spezialfirma“ tragen (erster Absatz).',
        en: 'Belongs in gap 37: the town pays for the move; what is missing is people to lend a hand. It tempts in gap 34, but a cook from the old people’s home [[kocht jeden Tag im Café mit]] (cooks along in the café every day; first paragraph). It also tempts in gap 38, but only [[eine Spezialfirma]] (a specialist firm) may carry the piano (first paragraph).',
      },
      l: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 38: Das Klavier darf nur eine Spezialfirma tragen, „und die kostet 300 Euro“ (erster Absatz). In Lücke 37 lockt es, aber die Stadt bezahlt „den Umzug aus dem Kesselhaus“ (zweiter Absatz).',
        en: 'Belongs in gap 38: only a specialist firm may carry the piano, [[und die kostet 300 Euro]] (and it costs 300 euros; first paragraph). It tempts in gap 37, but the town pays for [[den Umzug aus dem Kesselhaus]] (the move from the Kesselhaus; second paragraph).',
      },
      m: {
        trap: 'elsewhere',
        de: 'Gehört in Lücke 32: Das Essen kostet „nur zwei Euro“ (dritter Absatz). Es bleibt also günstig.',
        en: 'Belongs in gap 32: the meal costs [[nur zwei Euro]] (only two euros; third paragraph). So it stays cheap.',
      },
      n: {
        trap: 'wrong-detail',
        de: 'Lockt in Lücke 35, denn ein warmes Essen gibt es oft mittags. Aber das Haus ist erst „ab 14 Uhr offen“ (zweiter Absatz).',
        en: 'Tempts in gap 35, because a hot meal is often served at midday. But the building opens only [[ab 14 Uhr]] (from 2 pm; second paragraph).',
      },
      o: {
        trap: 'meaning',
        de: 'Lockt in Lücke 40, denn ein Schlagzeug ist laut, und nebenan ist ein Seniorenheim. Aber der Bandraum liegt im Keller, und im Café und im Seniorenheim „hört man davon nichts“ (erster Absatz). In Lücke 31 sagt nichts im Text, dass das Kesselhaus laut ist.',
        en: 'Tempts in gap 40, because drums are loud and there is an old people’s home next door. But the band room is in the cellar, and in the café and the old people’s home [[hört man davon nichts]] (you hear nothing of it; first paragraph). In gap 31 nothing in the text says the Kesselhaus is loud.',
      },
    },
    items: [
      {
        n: 31,
        key: 'g',
        why: {
          g: {
            trap: 'key',
            de: 'Im vierten Absatz steht: In der Post haben bei den Filmabenden „alle 60 Besucher einen Sitzplatz, nicht nur 40 wie bisher“. Und die Post „ist größer“ (zweiter Absatz). Das Kesselhaus ist also zu klein.',
            en: 'The fourth paragraph says that in the post office [[alle 60 Besucher einen Sitzplatz, nicht nur 40 wie bisher]] (all 60 visitors have a seat, not only 40 as before). And the post office [[ist größer]] (is bigger; second paragraph). So the Kesselhaus is too small.',
          },
          d: {
            trap: 'meaning',
            de: 'Gleiche Form, und wer „schwer zu heizen“ liest, denkt an hohe Kosten: „zu teuer“. Aber im zweiten Absatz steht: Die Post „kostet im Jahr 9.000 Euro mehr“. Wegen hoher Kosten zieht niemand in ein teureres Haus. „teuer“ gehört in Lücke 40.',
            en: 'Same form, and reading [[schwer zu heizen]] (hard to heat) makes you think of high costs: [[zu teuer]] (too expensive). But the second paragraph says the post office [[kostet im Jahr 9.000 Euro mehr]] (costs 9,000 euros more a year). Nobody moves into a dearer building because of high costs. [[teuer]] belongs in gap 40.',
          },
          o: {
            trap: 'meaning',
            de: '„zu laut“ hat die Form, aber nichts im Text sagt, dass das Kesselhaus laut ist. Es geht um Platz: „alle 60“ statt nur 40 Sitzplätze.',
            en: '[[zu laut]] (too loud) has the form, but nothing in the text says the Kesselhaus is loud. The point is space: [[alle 60]] instead of only 40 seats.',
          },
        },
        formFits: ['g', 'd', 'o', 'm', 'e'],
        evidence: [
          'alle 60 Besucher einen Sitzplatz, nicht nur 40 wie bisher',
          'Die Post ist größer und kostet im Jahr 9.000 Euro mehr.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 32,
        key: 'm',
        why: {
          m: {
            trap: 'key',
            de: 'Im dritten Absatz steht: Es gibt ein frisch gekochtes Essen „für nur zwei Euro“. Das ist wenig; das Essen bleibt also günstig, obwohl die Post mehr kostet.',
            en: 'The third paragraph says there is a freshly cooked meal [[für nur zwei Euro]] (for only two euros). That is little, so the food stays cheap although the post office costs more.',
          },
          e: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und nach „denn die Stadt bezahlt“ klingt „Trotzdem bleibt das Essen im Café kostenlos“ ganz natürlich. Aber im nächsten Absatz steht: Das Essen gibt es „für nur zwei Euro“. Es kostet also etwas.',
            en: 'Same form, and after [[denn die Stadt bezahlt]] (because the town pays), the food in the café staying free sounds quite natural. But the next paragraph says the meal is [[für nur zwei Euro]] (for only two euros). So it does cost something.',
          },
          d: {
            trap: 'meaning',
            de: '„Trotzdem bleibt das Essen teuer“ passt zur Form, aber nicht zu „Trotzdem“ und „denn die Stadt bezahlt“: Wenn die Stadt die Miete bezahlt, wird das Essen nicht teuer. „teuer“ gehört in Lücke 40.',
            en: '[[Trotzdem bleibt das Essen teuer]] fits the form, but not [[Trotzdem]] (all the same) and [[denn die Stadt bezahlt]] (because the town pays): if the town pays the rent, the food does not get expensive. [[teuer]] belongs in gap 40.',
          },
        },
        formFits: ['m', 'e', 'd', 'g', 'o'],
        evidence: ['Trotzdem bleibt das Essen im Café', 'für nur zwei Euro'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 33,
        key: 'a',
        why: {
          a: {
            trap: 'key',
            de: 'Im vierten Absatz steht: In der Post gibt es Filmabende „am Sonntag“. Am Sonntag ist das Haus also offen: von Dienstag bis Sonntag.',
            en: 'The fourth paragraph says the post office has film evenings [[am Sonntag]] (on Sunday). So the building is open on Sundays: from Tuesday to Sunday.',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und „von Dienstag bis Samstag“ sind typische Öffnungszeiten; der Sonntag ist oft frei. Aber im vierten Absatz steht: „bei den Filmabenden am Sonntag“. Wäre das Haus nur bis Samstag offen, gäbe es sie nicht.',
            en: 'Same form, and Tuesday to Saturday are typical opening days; Sunday is often a day off. But the fourth paragraph says [[bei den Filmabenden am Sonntag]] (at the film evenings on Sunday). If the building were open only until Saturday, there would be none.',
          },
          b: {
            trap: 'meaning',
            de: '„von Dienstag bis Montag“ wären alle sieben Tage; so sagt man das nicht, man sagt „jeden Tag“. „Montag“ gehört in Lücke 36.',
            en: '[[von Dienstag bis Montag]] would be all seven days; nobody says it that way, you would say [[jeden Tag]] (every day). [[Montag]] belongs in gap 36.',
          },
        },
        formFits: ['a', 'j', 'b'],
        evidence: ['von Dienstag bis', 'bei den Filmabenden am Sonntag'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 34,
        key: 'h',
        why: {
          h: {
            trap: 'key',
            de: 'Die Jugendlichen bekommen für das Kochen kein Geld. „Deshalb“ kann das Essen so wenig kosten: „für nur zwei Euro“.',
            en: 'The young people are not paid for cooking. [[Deshalb]] (that is why) the meal can cost so little: [[für nur zwei Euro]] (for only two euros).',
          },
          k: {
            trap: 'meaning',
            de: 'Gleiche Form, und „Jugendliche kochen ohne Hilfe“ klingt gut. Aber im ersten Absatz steht: Eine Köchin aus dem Seniorenheim „kocht jeden Tag im Café mit“. Die Jugendlichen kochen also nicht allein. „Hilfe“ gehört in Lücke 37.',
            en: 'Same form, and young people cooking without help sounds good. But the first paragraph says a cook from the old people’s home [[kocht jeden Tag im Café mit]] (cooks along in the café every day). So they do not cook alone. [[Hilfe]] belongs in gap 37.',
          },
          l: {
            trap: 'meaning',
            de: 'Wer für seine Arbeit nichts bekommt, arbeitet „ohne Lohn“: So sagt man es. „ohne Geld kochen“ klingt eher so, als hätte man kein Geld für die Lebensmittel. Und „Geld“ braucht Lücke 38: Für den Transport des Klaviers fehlt es.',
            en: 'Someone who gets nothing for their work works [[ohne Lohn]] (without pay): that is the usual phrase. [[ohne Geld kochen]] sounds rather as if there were no money for the food. And gap 38 needs [[Geld]]: it is missing for moving the piano.',
          },
        },
        formFits: ['h', 'k', 'l'],
        evidence: [
          'Im Café kochen Jugendliche ohne',
          'Eine Köchin aus dem Seniorenheim kocht jeden Tag im Café mit.',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 35,
        key: 'i',
        why: {
          i: {
            trap: 'key',
            de: 'Das neue Haus ist erst „ab 14 Uhr offen“ (zweiter Absatz). Mittags ist das Café also noch zu; das Essen gibt es am Abend.',
            en: 'The new building opens only [[ab 14 Uhr]] (from 2 pm; second paragraph). So at midday the café is still shut; the meal is served in the evening.',
          },
          n: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und ein frisch gekochtes Essen gibt es oft mittags. Aber im zweiten Absatz steht: Das Haus ist „ab 14 Uhr offen“. Am Mittag ist das Café noch geschlossen.',
            en: 'Same form, and a freshly cooked meal is often served at midday. But the second paragraph says the building is open [[ab 14 Uhr]] (from 2 pm). At midday the café is still closed.',
          },
          j: {
            trap: 'meaning',
            de: '„an jedem Öffnungstag am Samstag“ ergibt keinen Sinn: Nach „an jedem Öffnungstag am“ kommt eine Tageszeit, kein Wochentag.',
            en: '[[an jedem Öffnungstag am Samstag]] (on every opening day on Saturday) makes no sense: after [[an jedem Öffnungstag am]] comes a time of day, not a day of the week.',
          },
        },
        formFits: ['i', 'n', 'a', 'b', 'j'],
        evidence: ['ab 14 Uhr offen', 'an jedem Öffnungstag am'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 36,
        key: 'b',
        why: {
          b: {
            trap: 'key',
            de: 'Umgezogen wird am 12. April. Im zweiten Absatz steht: „Eröffnet wird am Dienstag, dem 13. April“. Der Tag davor ist ein Montag.',
            en: 'The move is on 12 April. The second paragraph says [[Eröffnet wird am Dienstag, dem 13. April]] (the opening is on Tuesday, 13 April). The day before is a Monday.',
          },
          j: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und viele Leute ziehen am Samstag um; „Umgezogen wird am Samstag“ klingt ganz normal. Aber im zweiten Absatz steht „am Dienstag, dem 13. April“. Dann ist der 12. April ein Montag, kein Samstag.',
            en: 'Same form, and many people move house on a Saturday; [[Umgezogen wird am Samstag]] sounds quite normal. But the second paragraph says [[am Dienstag, dem 13. April]] (on Tuesday, 13 April). So 12 April is a Monday, not a Saturday.',
          },
          a: {
            trap: 'wrong-detail',
            de: 'Gleiche Form, und der Sonntag steht im selben Absatz („bei den Filmabenden am Sonntag“). Aber der 13. April ist ein Dienstag (zweiter Absatz), der 12. April also ein Montag. „Sonntag“ gehört in Lücke 33.',
            en: 'Same form, and Sunday comes up in the same paragraph ([[bei den Filmabenden am Sonntag]]). But 13 April is a Tuesday (second paragraph), so 12 April is a Monday. [[Sonntag]] belongs in gap 33.',
          },
        },
        formFits: ['b', 'j', 'a'],
        evidence: ['Umgezogen wird am', 'Eröffnet wird am Dienstag, dem 13. April'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 37,
        key: 'k',
        why: {
          k: {
            trap: 'key',
            de: 'Den Umzug bezahlt die Stadt: „die Stadt bezahlt wie bisher die Miete und dazu den Umzug aus dem Kesselhaus“ (zweiter Absatz). Geld fehlt also nicht, und den Wagen hat das Team schon bestellt. Es fehlen Leute, die mit anpacken: Das Team braucht Hilfe.',
            en: 'The town pays for the move: [[die Stadt bezahlt wie bisher die Miete und dazu den Umzug aus dem Kesselhaus]] (the town pays the rent as before and the move from the Kesselhaus as well; second paragraph). So no money is missing, and the van is already ordered. What is missing is people to lend a hand: the team needs help.',
          },
          l: {
            trap: 'meaning',
            de: 'Gleiche Form, und nach „Einen Umzugswagen hat das Team schon bestellt“ klingt „jetzt braucht es nur noch Geld“ ganz normal: Den Wagen muss man bezahlen. Aber im zweiten Absatz steht: Die Stadt bezahlt „den Umzug aus dem Kesselhaus“. „Geld“ gehört in Lücke 38.',
            en: 'Same form, and after [[Einen Umzugswagen hat das Team schon bestellt]] (the team has already ordered a removal van), needing only money now sounds quite normal: the van must be paid for. But the second paragraph says the town pays for [[den Umzug aus dem Kesselhaus]] (the move from the Kesselhaus). [[Geld]] belongs in gap 38.',
          },
          h: {
            trap: 'meaning',
            de: '„jetzt braucht es nur noch Lohn“ passt zur Form, ergibt aber keinen Sinn: Lohn bekommt man für Arbeit, man braucht ihn nicht für einen Umzug. „Lohn“ gehört in Lücke 34.',
            en: '[[jetzt braucht es nur noch Lohn]] fits the form but makes no sense: pay is what you get for work; a team does not need it for a move. [[Lohn]] belongs in gap 34.',
          },
        },
        formFits: ['k', 'l', 'h'],
        evidence: [
          'jetzt braucht es nur noch',
          'die Stadt bezahlt wie bisher die Miete und dazu den Umzug aus dem Kesselhaus',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 38,
        key: 'l',
        why: {
          l: {
            trap: 'key',
            de: 'Im ersten Absatz steht: Das Klavier darf nur eine Spezialfirma tragen, „und die kostet 300 Euro“. Die Stadt bezahlt nur den Umzug aus dem Kesselhaus, nicht das Klavier der Musikschule. Für den Transport fehlt also Geld.',
            en: 'The first paragraph says only a specialist firm may carry the piano, [[und die kostet 300 Euro]] (and it costs 300 euros). The town pays only for the move from the Kesselhaus, not for the music school’s piano. So money is missing for the transport.',
          },
          k: {
            trap: 'meaning',
            de: 'Gleiche Form, und für den Transport eines Klaviers braucht man viele Hände: „fehlt noch Hilfe“ klingt ganz natürlich. Aber im ersten Absatz steht: „tragen darf es aber nur eine Spezialfirma“. Helfer dürfen das Klavier also nicht tragen. „Hilfe“ gehört in Lücke 37.',
            en: 'Same form, and moving a piano takes many hands: [[fehlt noch Hilfe]] (help is still missing) sounds quite natural. But the first paragraph says [[tragen darf es aber nur eine Spezialfirma]] (but only a specialist firm may carry it). So helpers may not carry the piano. [[Hilfe]] belongs in gap 37.',
          },
          h: {
            trap: 'meaning',
            de: '„fehlt noch Lohn“ passt zur Form, aber Lohn bekommen Angestellte für ihre Arbeit; eine Firma schreibt eine Rechnung. „Lohn“ gehört in Lücke 34.',
            en: '[[fehlt noch Lohn]] fits the form, but wages go to employees for their work; a firm sends a bill. [[Lohn]] belongs in gap 34.',
          },
        },
        formFits: ['l', 'k', 'h'],
        evidence: [
          'Für den Transport des Klaviers fehlt noch',
          'tragen darf es aber nur eine Spezialfirma, und die kostet 300 Euro',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 39,
        key: 'f',
        why: {
          f: {
            trap: 'key',
            de: 'Im zweiten Absatz steht: Alles, was im Haus ist, gehört der Stadt „und bleibt für immer dort“. Wer eine Gitarre bringt, gibt sie also für immer: schenken.',
            en: 'The second paragraph says everything in the building belongs to the town [[und bleibt für immer dort]] (and stays there for good). Whoever brings a guitar gives it for good: [[schenken]] (to give as a present).',
          },
          c: {
            trap: 'meaning',
            de: 'Gleiche Form, und „dem Jugendzentrum eine Gitarre leihen“ klingt freundlich. Aber wer leiht, bekommt die Sache zurück. Im zweiten Absatz steht: Alles im Haus „gehört … der Stadt und bleibt für immer dort“. Eine geliehene Gitarre gehört weiter ihrem Besitzer.',
            en: 'Same form, and lending the youth centre a guitar sounds kind. But if you lend something, you get it back. The second paragraph says everything in the building [[gehört … der Stadt und bleibt für immer dort]] (belongs to the town and stays there for good). A lent guitar would still belong to its owner.',
          },
          b: {
            trap: 'word-class',
            de: '„Montag“ ist ein Nomen; nach „kann sie dem Jugendzentrum gern“ fehlt ein Verb im Infinitiv. „Montag“ gehört in Lücke 36.',
            en: '[[Montag]] (Monday) is a noun; [[kann sie dem Jugendzentrum gern]] needs a verb in the infinitive. [[Montag]] belongs in gap 36.',
          },
        },
        formFits: ['f', 'c'],
        evidence: ['Dafür gehört alles, was im Haus ist, der Stadt und bleibt für immer dort.'],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
      {
        n: 40,
        key: 'd',
        why: {
          d: {
            trap: 'key',
            de: 'Laut wäre ein Schlagzeug nicht: Der Bandraum liegt im Keller, und im Café und im Seniorenheim „hört man davon nichts“ (erster Absatz). Aber neue Instrumente kauft die Stadt nicht, und „ein Schlagzeug zum Beispiel kostet über 1.000 Euro“ (zweiter Absatz); schon für den Transport des Klaviers fehlt Geld. Ein Schlagzeug wäre zu teuer.',
            en: 'A drum kit would not be too loud: the band room is in the cellar, and in the café and the old people’s home [[hört man davon nichts]] (you hear nothing of it; first paragraph). But the town does not buy new instruments, and [[ein Schlagzeug zum Beispiel kostet über 1.000 Euro]] (a drum kit, for example, costs over 1,000 euros; second paragraph); money is missing even for moving the piano. A drum kit would be too expensive.',
          },
          o: {
            trap: 'meaning',
            de: 'Gleiche Form, und ein Schlagzeug ist laut, dazu liegt nebenan ein Seniorenheim: „Es wäre zu laut“ klingt ganz natürlich. Aber im ersten Absatz steht: Der Bandraum liegt im Keller, und „im Café und im Seniorenheim nebenan hört man davon nichts“.',
            en: 'Same form, and drums are loud, with an old people’s home next door: [[Es wäre zu laut]] (it would be too loud) sounds quite natural. But the first paragraph says the band room is in the cellar, and [[im Café und im Seniorenheim nebenan hört man davon nichts]] (in the café and the old people’s home next door you hear nothing of it).',
          },
          g: {
            trap: 'meaning',
            de: '„Es wäre zu klein“ hat die Form, ergibt aber keinen Sinn: „Es“ ist das Schlagzeug, und dass ein Schlagzeug zu klein ist, ist kein Grund, auf eines zu verzichten. „klein“ gehört in Lücke 31.',
            en: '[[Es wäre zu klein]] (it would be too small) has the form but makes no sense: [[Es]] is the drum kit, and a drum kit being too small is no reason to do without one. [[klein]] belongs in gap 31.',
          },
        },
        formFits: ['d', 'o', 'g', 'm', 'e'],
        evidence: [
          'Im Keller liegt dort ein Bandraum; im Café und im Seniorenheim nebenan hört man davon nichts.',
          'Für den Transport des Klaviers fehlt noch',
          'ein Schlagzeug zum Beispiel kostet über 1.000 Euro',
        ],
        teaches: { sheet: 'language-elements-patterns', section: 'word-box' },
      },
    ],
  },

  ...listening,
  writing: writing6,
  oral: oral6,
} satisfies ModelTest;
