import type { DemoSupportTexts } from "./support-texts.ts";

/** The support centre's demo texts in German. */
export const supportTextsDe: DemoSupportTexts = {
  faqs: {
    "order-change-after-placing": {
      question: "Kann ich meine Bestellung nach dem Absenden noch ändern oder stornieren?",
      answer: [
        "Solange die Bestellung noch unbezahlt ist, können Sie sie selbst stornieren: Öffnen Sie „Meine Bestellungen“, wählen Sie die Bestellung aus und tippen Sie auf „Bestellung stornieren“. Es wird nichts berechnet, und Sie können anschließend mit den gewünschten Änderungen neu bestellen.",
        "Ist die Bestellung bereits bezahlt, aber noch nicht versandt, schreiben Sie uns bitte so schnell wie möglich über das Kontaktformular im Kundenservice oder an support@brisahome.example und nennen Sie Ihre Bestellnummer. Solange das Paket unser Lager nicht verlassen hat, können wir die Bestellung in der Regel noch stornieren oder anpassen.",
        "Wurde die Bestellung schon versandt, ist keine Änderung mehr möglich. Nehmen Sie das Paket an und nutzen Sie danach unser 7-tägiges Rückgabe- und Umtauschrecht.",
      ],
    },
    "order-payment-time": {
      question: "Wie lange habe ich Zeit, meine Bestellung zu bezahlen?",
      answer: [
        "Nach dem Absenden haben Sie 30 Minuten Zeit, um die Zahlung abzuschließen. So lange reservieren wir die Artikel für Sie; die verbleibende Zeit sehen Sie auf der Bestellseite.",
        "Geht in dieser Zeit keine Zahlung ein, wird die Bestellung automatisch storniert und die Artikel gehen zurück in den Verkauf. Ihnen wird nichts berechnet.",
        "Wurde die Zahlung abgebrochen oder ist sie fehlgeschlagen, öffnen Sie die Bestellung unter „Meine Bestellungen“ und tippen Sie auf „Jetzt bezahlen“, um es erneut zu versuchen – das geht, solange die 30 Minuten noch nicht abgelaufen sind.",
      ],
    },
    "order-payment-methods": {
      question: "Welche Zahlungsarten kann ich nutzen?",
      answer: [
        "Sie können mit Kredit- oder Debitkarte, PayPal, Google Pay, Apple Pay oder Klarna bezahlen. Welche Optionen angezeigt werden, hängt auch von Ihrem Gerät und Browser ab: Apple Pay erscheint zum Beispiel nur auf Apple-Geräten mit eingerichteter Wallet.",
        "Bei Klarna zeigt die Bestellung nach dem Bezahlen manchmal kurz den Status „Ausstehend“, bis Klarna die Zahlung bestätigt. Das dauert meist nur einen Moment. Bitte bezahlen Sie in dieser Zeit nicht ein zweites Mal – die Bestellung wechselt von selbst auf „In Bearbeitung“.",
      ],
    },
    "order-coupon-use": {
      question: "Wie löse ich einen Gutschein ein?",
      answer: [
        "Geben Sie den Code an der Kasse im Feld „Gutscheincode“ ein und tippen Sie auf „Einlösen“, oder wählen Sie einen Gutschein, den Sie bereits unter „Meine Gutscheine“ gespeichert haben. Pro Bestellung können Sie einen Gutschein einlösen.",
        "Unter „Meine Gutscheine“ sehen Sie bei jedem Gutschein, wofür er gilt (zum Beispiel nur für Hauptgeräte oder nur für Zubehör), ab welchem Mindestbetrag und in welchem Zeitraum. Lehnt die Kasse einen Gutschein ab, nennt die Meldung den Grund.",
        "Stornieren Sie eine unbezahlte Bestellung oder läuft ihre Zahlungsfrist ab, erhalten Sie den Gutschein automatisch zurück und können ihn erneut verwenden, solange er gültig ist.",
      ],
    },
    "shipping-time": {
      question: "Wie lange dauert die Lieferung?",
      answer: [
        "Wir versenden Ihre Bestellung innerhalb von 2–5 Werktagen nach Zahlungseingang. Sobald das Paket unser Lager verlässt, erhalten Sie eine E-Mail mit dem Versanddienst und der Sendungsnummer.",
        "Den aktuellen Stand sehen Sie jederzeit unter „Meine Bestellungen“: Der Bestellverlauf zeigt, wann die Zahlung eingegangen ist und wann die Bestellung versandt wurde. Mit der Sendungsnummer verfolgen Sie das Paket direkt beim Versanddienst.",
      ],
    },
    "shipping-cost": {
      question: "Was kostet der Versand?",
      answer: [
        "Bestellungen mit einem Hauptgerät – also einem Saugroboter, Akku-Staubsauger, Nass-Trocken-Sauger oder einer Heißluftfritteuse – versenden wir kostenlos, auch wenn Sie Zubehör dazubestellen.",
        "Für Bestellungen, die nur Zubehör enthalten, kann eine geringe Versandpauschale anfallen. Sie wird Ihnen an der Kasse angezeigt, bevor Sie bezahlen.",
      ],
    },
    "shipping-countries": {
      question: "In welche Länder liefern Sie?",
      answer: [
        "Jeder unserer regionalen Shops liefert innerhalb seines eigenen Landes. Unser deutscher Shop liefert an Adressen in Deutschland.",
        "Möchten Sie in ein anderes Land liefern lassen, wählen Sie bitte den Shop des jeweiligen Landes, zum Beispiel für Frankreich, Italien, Spanien oder das Vereinigte Königreich. Preise, Gutscheine und Aktionen können sich zwischen den Shops unterscheiden.",
      ],
    },
    "returns-seven-days": {
      question: "Kann ich ein Produkt zurückgeben?",
      answer: [
        "Ja. Innerhalb von 7 Tagen nach der Lieferung können Sie jedes Produkt ohne Angabe von Gründen zurückgeben oder gegen ein neues umtauschen. Für Hauptgeräte ist die Rücksendung kostenlos.",
        "Zusätzlich gilt in der EU und im Vereinigten Königreich Ihr gesetzliches Widerrufsrecht von 14 Tagen ab Lieferung. Unser 7-tägiges Rückgaberecht ergänzt dieses Recht und schränkt es nicht ein.",
      ],
    },
    "returns-how": {
      question: "Wie sende ich ein Produkt zurück?",
      answer: [
        "Schreiben Sie uns über das Kontaktformular im Kundenservice oder an support@brisahome.example, nennen Sie Ihre Bestellnummer und teilen Sie uns mit, ob Sie eine Erstattung oder einen Umtausch wünschen. Wir senden Ihnen daraufhin ein Rücksendeetikett per E-Mail.",
        "Verpacken Sie das Produkt mit allem mitgelieferten Zubehör, möglichst in der Originalverpackung, kleben Sie das Etikett auf und geben Sie das Paket beim Versanddienst ab.",
        "Sobald die Rücksendung bei uns eingegangen ist, erstatten wir den Betrag auf das Zahlungsmittel, mit dem Sie bezahlt haben.",
      ],
    },
    "returns-refund-time": {
      question: "Wann bekomme ich mein Geld zurück?",
      answer: [
        "Wir veranlassen die Erstattung spätestens 14 Tage, nachdem Ihre Rücksendung bei uns eingegangen ist, und zwar auf das ursprüngliche Zahlungsmittel. Sobald der Zahlungsanbieter die Erstattung bestätigt, zeigt Ihre Bestellung den Status „Erstattet“. Bis der Betrag auf Ihrem Konto oder Ihrer Karte erscheint, kann es je nach Anbieter noch einige Tage dauern.",
        "Bitte beachten Sie: Ein bei der Bestellung eingelöster Gutschein wird bei einer Erstattung nicht zurückgegeben.",
      ],
    },
    "warranty-length": {
      question: "Wie lange gilt die Garantie?",
      answer: [
        "Auf das Hauptgerät gewähren wir 1 Jahr Garantie ab Lieferung. Diese Garantie gilt zusätzlich zu Ihrer gesetzlichen Gewährleistung, die davon unberührt bleibt.",
        "Verschleißteile wie Filter, Bürsten und Akkus sind bei Herstellungsfehlern ebenfalls abgedeckt, nicht aber bei normaler Abnutzung durch den Gebrauch.",
      ],
    },
    "warranty-claim": {
      question: "Wie mache ich einen Garantiefall geltend?",
      answer: [
        "Schreiben Sie uns über das Kontaktformular im Kundenservice oder an support@brisahome.example. Nennen Sie Ihre Bestellnummer und das Modell, beschreiben Sie den Fehler und fügen Sie ein Foto oder ein kurzes Video bei, auf dem das Problem zu sehen ist.",
        "Wir prüfen Ihre Angaben, melden uns mit den nächsten Schritten und reparieren oder ersetzen das Gerät. Oft lässt sich ein Problem auch schon mit einer Anleitung aus unserer Fehlerbehebung lösen – ein Blick dort lohnt sich vorab.",
      ],
    },
    "warranty-spare-parts": {
      question: "Wo bekomme ich Ersatzteile?",
      answer: [
        "Auf der Supportseite jedes Modells finden Sie das passende Zubehör und die Ersatzteile, etwa Filter, Bürsten, Wischpads, Staubbeutel und Akkus. Dort sehen Sie auch, wie oft ein Teil getauscht werden sollte.",
        "Alle Ersatzteile können Sie direkt in unserem Shop bestellen. Achten Sie auf die Angabe „Kompatibel mit“, damit das Teil zu Ihrem Modell passt.",
      ],
    },
    "account-reset-password": {
      question: "Ich habe mein Passwort vergessen. Was kann ich tun?",
      answer: [
        "Tippen Sie auf der Anmeldeseite auf „Passwort vergessen?“ und geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen 6-stelligen Bestätigungscode, der 10 Minuten lang gültig ist.",
        "Geben Sie den Code zusammen mit Ihrem neuen Passwort ein. Ist der Code abgelaufen oder nicht angekommen, fordern Sie einen neuen an und sehen Sie auch im Spam-Ordner nach.",
      ],
    },
    "account-change-email": {
      question: "Wie ändere ich meine E-Mail-Adresse?",
      answer: [
        "Melden Sie sich an, öffnen Sie „Mein Konto“ und geben Sie dort Ihre neue E-Mail-Adresse ein. Wir senden einen Bestätigungscode an die neue Adresse; sobald Sie ihn eingeben, ist die Änderung abgeschlossen.",
        "Der Code ist 10 Minuten lang gültig. Bis zur Bestätigung bleibt Ihre bisherige Adresse aktiv.",
      ],
    },
    "account-delete": {
      question: "Wie lösche ich mein Konto?",
      answer: [
        "Schreiben Sie uns über das Kontaktformular im Kundenservice oder an support@brisahome.example, und zwar von der E-Mail-Adresse, mit der Ihr Konto registriert ist. Wir löschen Ihr Konto und Ihre persönlichen Daten und bestätigen Ihnen das per E-Mail.",
        "Rechnungs- und Bestelldaten bewahren wir so lange auf, wie es das Steuerrecht vorschreibt; danach werden auch sie gelöscht.",
      ],
    },
    "robot-first-run": {
      question: "Was sollte ich vor der ersten Reinigung mit meinem Saugroboter tun?",
      answer: [
        "Laden Sie den Roboter vor der ersten Fahrt vollständig auf der Ladestation auf; das dauert etwa 4–5 Stunden. Stellen Sie die Station mit der Rückseite an eine Wand, auf einen ebenen Boden und mit 0,5 m Abstand zu beiden Seiten und 1,5 m freiem Raum davor.",
        "Räumen Sie vor dem Start Kabel, Ladegeräte, Socken, Spielzeug und andere kleine Gegenstände vom Boden und öffnen Sie die Türen der Räume, die gereinigt werden sollen. So kann der Roboter ungestört fahren und – beim R7 Max und R9 Pro – gleich eine vollständige Karte erstellen.",
      ],
    },
    "robot-map": {
      question: "Wie erstellt der Roboter eine Karte meiner Wohnung?",
      answer: [
        "Der AeroSweep R7 Max und der R9 Pro tasten die Räume bei der ersten Fahrt mit ihrem LiDAR-Lasersensor ab und erstellen dabei eine Karte. Bleiben Sie für diese Fahrt möglichst aus dem Weg und lassen Sie alle Türen offen.",
        "Nach der Fahrt erscheint die Karte in der App. Speichern Sie sie, passen Sie die vorgeschlagene Raumaufteilung an, benennen Sie die Räume und legen Sie Sperrzonen fest, zum Beispiel um Futternäpfe oder Spielzeugecken. Beide Modelle speichern Karten für mehrere Etagen.",
      ],
    },
    "robot-carpets": {
      question: "Reinigt der Saugroboter auch Teppiche?",
      answer: [
        "Ja. Alle AeroSweep Roboter erkennen Teppiche und erhöhen dort automatisch die Saugleistung, um Staub und Sand aus den Fasern zu holen. Kurzflorige und mittelhohe Teppiche sind kein Problem; sehr hochflorige Teppiche und Läufer mit Fransen grenzen Sie besser aus.",
        "Beim Wischen schützen die Modelle Ihre Teppiche: Der R9 Pro hebt seine Mopps auf Teppich um 10 mm an, der R7 Max umfährt erkannte Teppiche, solange das Wischmodul eingesetzt ist. Der R5 saugt nur und wischt nicht.",
      ],
    },
    "robot-auto-empty": {
      question: "Wie oft muss ich den Staubbeutel der AutoEmpty-Station wechseln?",
      answer: [
        "Der 3-Liter-Beutel der AutoEmpty-Station des AeroSweep R9 Pro fasst je nach Haushalt den Staub von etwa 6–8 Wochen. In Haushalten mit Haustieren kann es schneller gehen.",
        "Sie müssen nicht selbst nachsehen: Die App meldet, wenn der Beutel voll ist. Ziehen Sie ihn am Griff heraus – er verschließt sich dabei automatisch – und setzen Sie einen neuen AutoEmpty-Staubbeutel ein.",
      ],
    },
    "stick-runtime": {
      question: "Wie lange hält der Akku meines AeroStick?",
      answer: [
        "Das hängt vom Modell und von der Leistungsstufe ab. Im Eco-Modus erreicht der AeroStick S6 bis zu 40 Minuten, der S8 Flex bis zu 55 Minuten und der S12 Pro bis zu 70 Minuten. Mit der motorisierten Bodendüse auf Teppich und in höheren Stufen ist die Laufzeit kürzer.",
        "Der Boost-Modus liefert die volle Saugkraft für hartnäckigen Schmutz, verkürzt die Laufzeit aber deutlich. Nutzen Sie ihn daher gezielt für einzelne Stellen.",
        "Beim S6 und S8 Flex können Sie die Laufzeit mit einem zweiten Klick-Akku verdoppeln: Laden Sie ihn, während Sie saugen, und wechseln Sie ihn in Sekunden ohne Werkzeug.",
      ],
    },
    "stick-charging": {
      question: "Wie lade ich meinen AeroStick?",
      answer: [
        "Hängen Sie den Sauger in die Wandhalterung mit Ladegerät oder schließen Sie das Ladekabel direkt am Akku an. Ein leerer Akku ist je nach Modell nach etwa 3,5–4,5 Stunden vollständig geladen.",
        "Die LEDs am Gerät zeigen den Ladestand an; beim S12 Pro sehen Sie ihn zusätzlich auf dem Farbdisplay. Laden Sie am besten bei Zimmertemperatur – und ruhig nach jedem Einsatz, denn Teilladungen schaden dem Akku nicht.",
      ],
    },
    "stick-filter-wash": {
      question: "Wie oft sollte ich den Filter waschen?",
      answer: [
        "Spülen Sie den Filter einmal im Monat unter kaltem, klarem Wasser ohne Spülmittel aus, bis das Wasser klar bleibt. Lassen Sie ihn anschließend mindestens 24 Stunden an der Luft trocknen, bevor Sie ihn wieder einsetzen – ein feuchter Filter kann den Motor beschädigen.",
        "Ersetzen Sie den Filter je nach Nutzung alle 6–12 Monate, in Haushalten mit Haustieren eher früher. Ein verstopfter Filter verringert die Saugkraft und leert den Akku schneller.",
      ],
    },
    "wetdry-floors": {
      question: "Welche Böden kann ich mit dem AquaGlide reinigen?",
      answer: [
        "Der AquaGlide ist für versiegelte Hartböden gemacht: Fliesen, Feinsteinzeug, Vinyl, Linoleum, Laminat und versiegeltes Parkett. Auf Holz und Laminat genügt ein leichter Durchgang mit wenig Wasser.",
        "Nicht geeignet sind unversiegelte, geölte oder gewachste Holzböden, Naturstein, der keine Feuchtigkeit verträgt, sowie Teppiche und Läufer. Prüfen Sie im Zweifel die Pflegehinweise Ihres Bodenbelags.",
      ],
    },
    "wetdry-detergent": {
      question: "Welches Reinigungsmittel darf ich verwenden?",
      answer: [
        "Für die meisten Verschmutzungen reicht klares Wasser. Wenn Sie ein Reinigungsmittel verwenden möchten, nehmen Sie nur schaumarme Bodenreiniger, die für Nass-Trocken-Sauger geeignet sind, wie den mitgelieferten Bodenreiniger, und dosieren Sie sie nach Anleitung.",
        "Verwenden Sie niemals Bleichmittel, Chlorreiniger, ätherische Öle oder gewöhnliche Haushaltsreiniger. Sie können schäumen, einen klebrigen Film hinterlassen und Dichtungen sowie Tanks beschädigen.",
      ],
    },
    "wetdry-self-clean": {
      question: "Wie funktioniert die Selbstreinigung?",
      answer: [
        "Stellen Sie das Gerät nach dem Putzen in seine Lade- und Reinigungsstation und drücken Sie die Selbstreinigungstaste. Das Gerät spült Walze und Saugkanal mit Wasser aus dem Frischwassertank und saugt das Schmutzwasser in den Schmutzwassertank.",
        "Leeren und spülen Sie danach den Schmutzwassertank aus, damit keine Gerüche entstehen. Der W5 Max und der W7 Pro trocknen die Walze anschließend mit Warmluft; der W7 Pro spült sie zuvor zusätzlich mit 80 °C heißem Wasser.",
      ],
    },
    "fryer-preheat": {
      question: "Muss ich die Heißluftfritteuse vorheizen?",
      answer: [
        "Für besonders knusprige Ergebnisse empfehlen wir, das Gerät 3 Minuten vorzuheizen, bevor Sie das Essen in den Korb geben.",
        "Wenn Sie ein Automatikprogramm verwenden, müssen Sie nichts extra tun: Die Programme berücksichtigen das Vorheizen bereits.",
      ],
    },
    "fryer-dishwasher": {
      question: "Darf der Korb in die Spülmaschine?",
      answer: [
        "Ja. Der Korb und der Crisper-Einsatz sind spülmaschinenfest. Um die Antihaftbeschichtung zu schonen, können Sie sie auch von Hand mit warmem Wasser, etwas Spülmittel und einem weichen Schwamm reinigen.",
        "Das Grundgerät selbst darf niemals in Wasser getaucht oder in die Spülmaschine gegeben werden. Wischen Sie es im ausgesteckten und abgekühlten Zustand mit einem feuchten Tuch ab.",
      ],
    },
    "fryer-dual-zone": {
      question: "Wie funktionieren die zwei Garzonen der CrispAir F9 Dual?",
      answer: [
        "Jeder der beiden 4,5-Liter-Körbe hat eine eigene Temperatur und einen eigenen Timer. Mit Sync Finish stellen Sie beide Körbe unterschiedlich ein, und das Gerät startet sie versetzt, sodass beide im selben Moment fertig sind – etwa Hähnchen und Gemüse.",
        "Mit Match Cook übertragen Sie die Einstellungen eines Korbs auf den anderen, wenn Sie eine größere Menge desselben Gerichts zubereiten, zum Beispiel Pommes für die ganze Familie.",
      ],
    },
  },
  troubleshooting: {
    "robot-not-charging": {
      symptom: "Der Roboter lädt nicht an seiner Ladestation",
      summary:
        "Meist ist die Station ohne Strom, die Ladekontakte sind verschmutzt oder der Roboter steht nicht richtig auf der Station.",
      causes: [
        "Die Ladestation ist nicht eingesteckt oder die Steckdose führt keinen Strom.",
        "Die Ladekontakte an Roboter oder Station sind verschmutzt.",
        "Die Station steht ungünstig, etwa auf unebenem Boden oder mit zu wenig Platz, sodass der Roboter sie nicht sauber anfährt.",
      ],
      steps: [
        "Prüfen Sie, ob das Netzkabel fest in Station und Steckdose steckt und die Betriebs-LED der Station leuchtet; testen Sie die Steckdose gegebenenfalls mit einem anderen Gerät.",
        "Wischen Sie die Ladekontakte an der Unterseite des Roboters und an der Station mit einem trockenen, weichen Tuch ab.",
        "Stellen Sie die Station auf ebenen Boden an eine Wand, mit 0,5 m Abstand zu beiden Seiten und 1,5 m freiem Raum davor.",
        "Setzen Sie den Roboter von Hand auf die Station, sodass seine Kontakte genau auf denen der Station aufliegen; ein Signal zeigt an, dass der Ladevorgang beginnt.",
        "Lädt er weiterhin nicht, schalten Sie den Roboter aus, ziehen Sie den Stecker der Station für eine Minute und starten Sie beides neu.",
      ],
    },
    "robot-stuck": {
      symptom: "Der Roboter bleibt oft stecken",
      summary:
        "Kabel, hohe Schwellen und niedrige Möbel sind die häufigsten Stolperfallen – mit etwas Aufräumen und Sperrzonen lassen sie sich vermeiden.",
      causes: [
        "Kabel, Vorhänge, Socken oder Teppichfransen verfangen sich in den Bürsten.",
        "Türschwellen oder Kanten sind höher als etwa 2 cm.",
        "Möbel sind gerade so hoch, dass sich der Roboter darunter festfährt.",
        "Verschmutzte Absturzsensoren lassen den Roboter Hindernisse oder Stufen falsch einschätzen.",
      ],
      steps: [
        "Räumen Sie vor dem Start Kabel, Ladegeräte und kleine Gegenstände vom Boden und schlagen Sie Teppichfransen nach unten ein.",
        "Notieren Sie, wo der Roboter hängen bleibt, und grenzen Sie diese Stellen in der App aus: beim R7 Max und R9 Pro mit Sperrzonen, beim R5 mit Sperrlinien.",
        "Sperren Sie Schwellen über 2 cm und Möbel, unter denen er sich festfährt, aus oder legen Sie eine Schwellenrampe vor hohe Übergänge.",
        "Wischen Sie die Absturzsensoren an der Unterseite mit einem trockenen, weichen Tuch ab.",
        "Prüfen Sie, ob sich Haare oder Fäden um Hauptbürste, Seitenbürste oder Räder gewickelt haben, und entfernen Sie sie.",
      ],
    },
    "robot-weak-suction": {
      symptom: "Der Roboter saugt schwach oder lässt Schmutz liegen",
      summary:
        "Ein voller Staubbehälter, ein verstopfter Filter oder Haare auf der Hauptbürste sind fast immer die Ursache.",
      causes: [
        "Der Staubbehälter ist voll.",
        "Der HEPA-Filter ist verstopft oder älter als etwa drei Monate.",
        "Haare haben sich um die Hauptbürste oder die Seitenbürste gewickelt.",
      ],
      steps: [
        "Nehmen Sie den Staubbehälter heraus und leeren Sie ihn; beim R9 Pro prüfen Sie zusätzlich, ob der Staubbeutel der AutoEmpty-Station voll ist.",
        "Klopfen Sie den Filter über dem Mülleimer aus und ersetzen Sie ihn, wenn er sichtbar verfärbt ist oder länger als drei Monate im Einsatz war.",
        "Nehmen Sie die Hauptbürste heraus und schneiden Sie aufgewickelte Haare mit dem Reinigungswerkzeug durch.",
        "Entfernen Sie Haare von den Lagern an beiden Bürstenenden und von der Seitenbürste und setzen Sie alles wieder ein.",
        "Prüfen Sie in der App, ob die Saugstufe versehentlich auf eine niedrige Stufe oder einen leisen Modus gestellt ist.",
      ],
    },
    "robot-wifi": {
      symptom: "Die App findet meinen Roboter nicht",
      summary:
        "Der Roboter verbindet sich nur mit einem 2,4-GHz-WLAN und muss sich bei der Einrichtung im selben Netz wie Ihr Smartphone befinden.",
      causes: [
        "Ihr Router sendet nur im 5-GHz-Band oder fasst 2,4 GHz und 5 GHz unter einem Netzwerknamen zusammen.",
        "Ihr Smartphone ist mit einem anderen Netzwerk verbunden als dem, das Sie für den Roboter wählen.",
        "Der Roboter steht zu weit vom Router entfernt oder hinter dicken Wänden.",
      ],
      steps: [
        "Prüfen Sie in den Router-Einstellungen, dass ein 2,4-GHz-Netz aktiv ist; trennen Sie bei Bedarf die beiden Frequenzbänder oder richten Sie vorübergehend ein eigenes 2,4-GHz-Netz ein.",
        "Verbinden Sie Ihr Smartphone mit demselben WLAN, das Sie dem Roboter zuweisen möchten, und lassen Sie die App während der gesamten Einrichtung geöffnet.",
        "Stellen Sie den Roboter mit seiner Station für die Einrichtung in die Nähe des Routers.",
        "Setzen Sie das WLAN des Roboters zurück: Halten Sie die beiden Tasten auf der Oberseite 3 Sekunden lang gedrückt, bis Sie ein Signal hören und die WLAN-Anzeige blinkt.",
        "Starten Sie die Kopplung in der App erneut und geben Sie das WLAN-Passwort sorgfältig ein, auf Groß- und Kleinschreibung achtend.",
      ],
    },
    "robot-mop-streaks": {
      symptom: "Das Wischpad hinterlässt Streifen oder Pfützen",
      summary:
        "Verschmutzte Pads, zu viel Wasser oder ungeeignetes Reinigungsmittel sorgen für Streifen – saubere Pads und die richtige Wasserstufe beheben das.",
      causes: [
        "Das Wischpad ist verschmutzt oder nach vielen Einsätzen abgenutzt.",
        "Die Wasserstufe ist für Ihren Boden zu hoch eingestellt.",
        "Reinigungsmittel oder Kalk im Wassertank hinterlassen einen Film.",
      ],
      steps: [
        "Nehmen Sie die Pads ab und waschen Sie sie in der Maschine bei bis zu 60 °C ohne Weichspüler; ersetzen Sie abgenutzte Pads.",
        "Stellen Sie in der App eine niedrigere Wasserstufe ein – auf Parkett und Laminat genügt in der Regel die niedrigste.",
        "Spülen Sie den Wassertank aus und füllen Sie ihn nur mit klarem, kaltem Leitungswasser, bei sehr hartem Wasser gern mit destilliertem Wasser.",
        "Entfernen Sie das Wischmodul nach jeder Reinigung, damit kein Wasser in der Station oder auf dem Boden nachtropft.",
      ],
    },
    "stick-stops-suddenly": {
      symptom: "Der Staubsauger geht plötzlich aus",
      summary:
        "Meist schaltet der Überhitzungsschutz wegen einer Verstopfung ab, oder der Akku ist leer bzw. der Behälter voll.",
      causes: [
        "Eine Verstopfung in Rohr, Bodendüse oder Behälteröffnung lässt den Motor überhitzen, und der Überhitzungsschutz schaltet ab.",
        "Der Akku ist leer.",
        "Der Staubbehälter ist über die MAX-Markierung gefüllt.",
      ],
      steps: [
        "Laden Sie den Akku auf und prüfen Sie an den LEDs, ob er geladen wird.",
        "Leeren Sie den Staubbehälter, auch wenn er noch nicht ganz voll wirkt.",
        "Nehmen Sie Rohr und Bodendüse ab, schauen Sie hindurch und entfernen Sie festsitzende Gegenstände oder Staubpfropfen.",
        "Lassen Sie das Gerät 30 Minuten abkühlen, bevor Sie es wieder einschalten.",
      ],
    },
    "stick-pulsing": {
      symptom: "Der Motor geht immer wieder an und aus",
      summary:
        "Ein Pulsieren zeigt, dass der Luftstrom behindert ist – durch eine Verstopfung oder einen verstopften Filter.",
      causes: [
        "Eine Verstopfung in Rohr, Bodendüse oder am Zyklon bremst den Luftstrom.",
        "Der Filter ist so verschmutzt, dass nicht genug Luft hindurchkommt.",
      ],
      steps: [
        "Schalten Sie das Gerät aus und nehmen Sie Rohr und Bodendüse ab.",
        "Prüfen Sie den gesamten Luftweg vom Düsenkanal bis zum Behältereinlass und entfernen Sie Verstopfungen.",
        "Leeren Sie den Staubbehälter und klopfen Sie den Zyklon aus.",
        "Waschen Sie den Filter unter kaltem Wasser aus und lassen Sie ihn 24 Stunden vollständig trocknen, bevor Sie ihn wieder einsetzen.",
      ],
    },
    "stick-battery-not-charging": {
      symptom: "Der Akku lädt nicht",
      summary:
        "Prüfen Sie zuerst den Sitz des Ladegeräts und die Raumtemperatur; blinken die LEDs rot, ist der Akku wahrscheinlich verbraucht.",
      causes: [
        "Das Ladegerät oder der Sauger sitzt nicht richtig in der Wandhalterung bzw. der Stecker nicht fest am Akku.",
        "Die Umgebungstemperatur liegt außerhalb von 5–35 °C, und der Akku schützt sich, indem er nicht lädt.",
        "Der Akku ist nach vielen Ladezyklen verbraucht.",
      ],
      steps: [
        "Stecken Sie das Ladegerät fest in die Steckdose und setzen Sie den Sauger neu in die Halterung bzw. den Ladestecker neu am Akku an.",
        "Prüfen Sie bei einem Klick-Akku, ob er hörbar eingerastet ist.",
        "Bringen Sie das Gerät in einen Raum mit Zimmertemperatur, warten Sie etwa eine Stunde und laden Sie erneut.",
        "Blinken die LEDs rot, ist der Akku defekt oder verbraucht: Ersetzen Sie ihn durch einen passenden Originalakku oder wenden Sie sich innerhalb der Garantie an unseren Kundenservice.",
      ],
    },
    "stick-brush-not-spinning": {
      symptom: "Die Bürstenwalze dreht sich nicht",
      summary:
        "Meist blockieren Haare oder ein Gegenstand die Walze, oder die Bodendüse ist nicht richtig eingerastet.",
      causes: [
        "Haare oder Fäden haben sich fest um die Walze gewickelt.",
        "Ein Gegenstand klemmt zwischen Walze und Gehäuse.",
        "Die Bodendüse ist nicht vollständig eingerastet, sodass die Walze keinen Strom bekommt.",
      ],
      steps: [
        "Schalten Sie das Gerät aus und nehmen Sie die Bodendüse vom Rohr ab.",
        "Öffnen Sie die Walzenabdeckung und ziehen Sie die Walze seitlich heraus.",
        "Schneiden Sie aufgewickelte Haare mit einer Schere entlang der Rille durch und entfernen Sie alles, was in der Düse klemmt.",
        "Setzen Sie die Walze wieder ein, schließen Sie die Abdeckung und stecken Sie die Düse auf, bis sie hörbar klickt.",
      ],
    },
    "wetdry-streaks": {
      symptom: "Der Boden bleibt nass oder streifig",
      summary:
        "Eine verschmutzte Walze, ein voller Schmutzwassertank oder zu viel Reinigungsmittel sind die häufigsten Ursachen.",
      causes: [
        "Die Walze ist verschmutzt oder noch von der letzten Reinigung durchnässt.",
        "Der Schmutzwassertank ist voll, sodass das Gerät kein Wasser mehr aufsaugt.",
        "Es wurde zu viel Reinigungsmittel ins Frischwasser gegeben.",
      ],
      steps: [
        "Stellen Sie das Gerät in die Station und starten Sie die Selbstreinigung.",
        "Leeren Sie den Schmutzwassertank und spülen Sie ihn aus, bevor Sie weiterputzen.",
        "Füllen Sie den Frischwassertank neu mit klarem Wasser und höchstens der angegebenen Menge Bodenreiniger.",
        "Schieben Sie das Gerät langsam und fahren Sie zum Schluss noch einmal über nasse Stellen, damit es das restliche Wasser aufsaugt.",
        "Ersetzen Sie die Walze, wenn sie sichtbar abgenutzt oder älter als etwa sechs Monate ist.",
      ],
    },
    "wetdry-no-water": {
      symptom: "Es kommt kein Wasser aus dem Gerät",
      summary:
        "Meist ist der Frischwassertank leer oder nicht richtig eingesetzt, seltener ist die Düse verstopft.",
      causes: [
        "Der Frischwassertank ist leer.",
        "Der Frischwassertank sitzt nicht richtig, sodass kein Wasser in die Leitung fließt.",
        "Die Wasserdüse an der Walze ist durch Kalk oder Schmutz verstopft.",
      ],
      steps: [
        "Füllen Sie den Frischwassertank bis zur MAX-Markierung.",
        "Nehmen Sie den Tank heraus und setzen Sie ihn wieder ein, bis er hörbar einrastet.",
        "Nehmen Sie die Walze heraus und spülen Sie die Wasserdüse darunter mit klarem Wasser frei; lösen Sie Ablagerungen mit der Reinigungsbürste.",
        "Schalten Sie das Gerät ein und halten Sie es einige Sekunden auf der Stelle, bis das Wasser wieder bis zur Walze nachgelaufen ist.",
      ],
    },
    "wetdry-smell": {
      symptom: "Das Gerät riecht unangenehm",
      summary: "Gerüche entstehen, wenn Schmutzwasser im Tank steht oder die Walze feucht gelagert wird.",
      causes: [
        "Im Schmutzwassertank ist nach dem Putzen Wasser zurückgeblieben.",
        "Die Walze wurde nass gelagert und konnte nicht trocknen.",
        "Der Schmutzwasserfilter ist verschmutzt.",
      ],
      steps: [
        "Leeren Sie den Schmutzwassertank nach jeder Reinigung und spülen Sie ihn mit klarem Wasser aus.",
        "Lassen Sie Tank und Deckel offen an der Luft trocknen, bevor Sie sie wieder einsetzen.",
        "Nehmen Sie die Walze nach der Selbstreinigung heraus und lassen Sie sie trocknen; der W5 Max und der W7 Pro trocknen sie mit Warmluft selbst, sofern das Gerät in der Station bleibt.",
        "Reinigen Sie den Schmutzwasserfilter und ersetzen Sie ihn etwa alle zwei Monate.",
      ],
    },
    "wetdry-error-tank": {
      symptom: "Das Display zeigt die Tankwarnung an",
      summary:
        "Die Warnung erscheint, wenn der Schmutzwassertank voll ist oder der Schwimmer darin hängen bleibt.",
      causes: [
        "Der Schmutzwassertank ist voll.",
        "Der Schwimmer im Tank klemmt durch Schmutz oder Haare und meldet einen vollen Tank.",
      ],
      steps: [
        "Schalten Sie das Gerät aus und nehmen Sie den Schmutzwassertank heraus.",
        "Leeren Sie den Tank und spülen Sie ihn gründlich mit klarem Wasser aus.",
        "Spülen Sie auch den Schwimmer ab und prüfen Sie, ob er sich frei auf und ab bewegen lässt.",
        "Setzen Sie den Tank wieder ein, bis er einrastet, und schalten Sie das Gerät ein; bleibt die Warnung, wenden Sie sich an unseren Kundenservice.",
      ],
    },
    "fryer-not-crispy": {
      symptom: "Das Essen wird nicht knusprig",
      summary: "Zu volle Körbe, fehlendes Vorheizen oder feuchtes Gargut verhindern eine knusprige Kruste.",
      causes: [
        "Der Korb ist zu voll, sodass die heiße Luft nicht zirkulieren kann.",
        "Das Gerät wurde nicht vorgeheizt.",
        "Das Gargut ist noch feucht.",
      ],
      steps: [
        "Garen Sie in einer einzigen Lage und bereiten Sie größere Mengen lieber nacheinander zu.",
        "Heizen Sie das Gerät 3 Minuten vor oder nutzen Sie ein Automatikprogramm.",
        "Tupfen Sie Kartoffeln, Gemüse und Fleisch vorher mit Küchenpapier trocken.",
        "Geben Sie etwa einen Teelöffel Öl dazu und vermengen Sie das Gargut gut damit.",
        "Schütteln oder wenden Sie das Gargut nach der Hälfte der Zeit.",
      ],
    },
    "fryer-white-smoke": {
      symptom: "Aus dem Gerät kommt weißer Rauch",
      summary: "Weißer Rauch entsteht meist, wenn Fett von fettreichen Speisen in der Schublade verbrennt.",
      causes: [
        "Fett von Speck, Würstchen oder Hähnchenflügeln tropft in die Schublade und wird dort zu heiß.",
        "Fettreste vom letzten Garen sind in der Schublade zurückgeblieben.",
      ],
      steps: [
        "Schalten Sie das Gerät aus, ziehen Sie den Korb vorsichtig heraus und lassen Sie ihn kurz abkühlen.",
        "Gießen Sie das Fett aus der Schublade ab und wischen Sie sie mit Küchenpapier aus.",
        "Geben Sie bei fettreichen Speisen vor dem Garen etwas Wasser unter den Crisper-Einsatz; es fängt das abtropfende Fett auf.",
        "Reinigen Sie Korb und Crisper-Einsatz nach jedem Gebrauch, damit sich keine Fettreste ansammeln.",
      ],
    },
    "fryer-wont-start": {
      symptom: "Die Heißluftfritteuse startet nicht",
      summary:
        "Meist ist der Korb nicht ganz eingeschoben, sodass der Sicherheitsschalter den Start verhindert, oder das Gerät bekommt keinen Strom.",
      causes: [
        "Der Korb ist nicht vollständig eingeschoben, und der Sicherheitsschalter verhindert den Start.",
        "Der Netzstecker steckt nicht richtig oder die Steckdose führt keinen Strom.",
      ],
      steps: [
        "Schieben Sie den Korb ganz ein, bis er hörbar einrastet; bei der F9 Dual gilt das für beide Körbe.",
        "Prüfen Sie, ob der Netzstecker fest in der Steckdose sitzt, und testen Sie die Steckdose mit einem anderen Gerät.",
        "Schließen Sie das Gerät direkt an die Wandsteckdose an statt an eine Mehrfachsteckdose.",
        "Wählen Sie eine Zeit und Temperatur oder ein Programm und drücken Sie die Starttaste.",
      ],
    },
    "fryer-display-error": {
      symptom: "Das Display zeigt einen Fehlercode an",
      summary: "E1 weist auf ein Problem mit dem Temperatursensor hin, E2 auf Überhitzung.",
      causes: [
        "E1: Der Temperatursensor liefert keine gültigen Werte.",
        "E2: Das Gerät ist überhitzt, etwa weil die Lüftungsöffnungen verdeckt sind.",
      ],
      steps: [
        "Schalten Sie das Gerät aus und ziehen Sie den Netzstecker.",
        "Lassen Sie das Gerät 10 Minuten abkühlen.",
        "Sorgen Sie dafür, dass rundum mindestens 10 cm Platz sind und die Lüftungsöffnungen auf der Rückseite frei bleiben.",
        "Stecken Sie das Gerät wieder ein und starten Sie es erneut.",
        "Erscheint der Fehler weiterhin, verwenden Sie das Gerät nicht mehr und wenden Sie sich mit Modell und Fehlercode an unseren Kundenservice.",
      ],
    },
  },
  tutorials: {
    "robot-setup-app": {
      title: "Ihren AeroSweep mit der App einrichten",
      summary:
        "Vom Auspacken bis zur ersten Reinigung: So richten Sie Ihren Saugroboter ein und verbinden ihn mit der App.",
      minutes: 20,
      steps: [
        {
          title: "Auspacken",
          text: "Entfernen Sie alle Transportsicherungen und Schutzfolien vom Roboter und von der Station und setzen Sie die Seitenbürste ein, bis sie einrastet.",
        },
        {
          title: "Station aufstellen",
          text: "Stellen Sie die Station auf ebenen Boden mit der Rückseite an eine Wand, mit 0,5 m Abstand zu beiden Seiten und 1,5 m freiem Raum davor, und stecken Sie sie ein.",
        },
        {
          title: "Vollständig laden",
          text: "Setzen Sie den Roboter auf die Station, sodass die Ladekontakte aufeinanderliegen, und laden Sie ihn vor der ersten Fahrt etwa 4–5 Stunden vollständig auf.",
        },
        {
          title: "App installieren",
          text: "Laden Sie die Brisa Home App aus dem App Store oder bei Google Play herunter, erstellen Sie ein Konto oder melden Sie sich an.",
        },
        {
          title: "Mit dem WLAN verbinden",
          text: "Tippen Sie in der App auf „Gerät hinzufügen“ und folgen Sie den Anweisungen; wählen Sie dabei ein 2,4-GHz-WLAN, mit dem auch Ihr Smartphone verbunden ist.",
        },
        {
          title: "Erste Fahrt starten",
          text: "Räumen Sie Kabel und kleine Gegenstände weg, öffnen Sie alle Türen und starten Sie die Reinigung; der R7 Max und der R9 Pro erstellen dabei die Karte Ihrer Wohnung.",
        },
      ],
    },
    "robot-clean-brushes": {
      title: "Hauptbürste und Seitenbürsten reinigen",
      summary:
        "Einmal im Monat gereinigt, nehmen die Bürsten Ihres AeroSweep Schmutz und Haare wieder gründlich auf.",
      minutes: 10,
      steps: [
        {
          title: "Roboter umdrehen",
          text: "Schalten Sie den Roboter aus und legen Sie ihn mit der Oberseite nach unten auf ein weiches Tuch, damit der Deckel nicht verkratzt.",
        },
        {
          title: "Bürstenabdeckung abnehmen",
          text: "Drücken Sie die Laschen der Bürstenabdeckung zusammen, klappen Sie sie ab und heben Sie die Hauptbürste heraus.",
        },
        {
          title: "Haare abschneiden",
          text: "Schneiden Sie aufgewickelte Haare mit der Klinge des Reinigungswerkzeugs durch und ziehen Sie sie ab; bei der Seitenbürste lösen Sie die Haare zwischen den Armen.",
        },
        {
          title: "Lager säubern",
          text: "Ziehen Sie die Endkappen der Hauptbürste ab und entfernen Sie Haare und Staub aus den Lagern und der Bürstenaufnahme.",
        },
        {
          title: "Wieder einsetzen",
          text: "Setzen Sie die Hauptbürste wieder in ihre Aufnahme ein, schließen Sie die Abdeckung, bis sie klickt, und stecken Sie die Seitenbürste wieder auf; ersetzen Sie sie, wenn die Borsten abstehen.",
        },
      ],
    },
    "robot-no-go-zones": {
      title: "Räume, Sperrzonen und Zeitpläne in der App festlegen",
      summary:
        "Teilen Sie die Karte Ihres AeroSweep in Räume ein, halten Sie ihn von empfindlichen Bereichen fern und lassen Sie ihn automatisch reinigen.",
      minutes: 15,
      steps: [
        {
          title: "Karte öffnen",
          text: "Öffnen Sie nach der ersten Kartierungsfahrt die gespeicherte Karte in der App und tippen Sie auf „Karte bearbeiten“.",
        },
        {
          title: "Räume einteilen",
          text: "Prüfen Sie die vorgeschlagenen Raumgrenzen, teilen oder verbinden Sie Räume bei Bedarf und geben Sie jedem Raum einen Namen wie „Küche“ oder „Flur“.",
        },
        {
          title: "Sperrzonen einzeichnen",
          text: "Ziehen Sie Sperrzonen um Futternäpfe, Kabelecken oder Spielzeug; legen Sie Wisch-Sperrzonen über Teppiche, die nicht nass werden sollen.",
        },
        {
          title: "Zeitplan anlegen",
          text: "Wählen Sie unter „Zeitplan“ Tage, Uhrzeit, Räume und Reinigungsmodus, etwa werktags um 10 Uhr Küche und Flur mit Saugen und Wischen.",
        },
        {
          title: "Speichern und testen",
          text: "Speichern Sie die Karte und starten Sie eine Raumreinigung, um zu prüfen, ob der Roboter die Sperrzonen wie gewünscht einhält.",
        },
      ],
    },
    "stick-first-use": {
      title: "Die ersten Schritte mit Ihrem AeroStick",
      summary: "So montieren, laden und verwenden Sie Ihren Akku-Staubsauger zum ersten Mal.",
      minutes: 15,
      steps: [
        {
          title: "Wandhalterung montieren",
          text: "Schrauben Sie die Wandhalterung (beim S8 Flex im Lieferumfang) in Reichweite einer Steckdose an die Wand, sodass der Sauger frei hängen kann, und führen Sie das Kabel des Ladegeräts durch die Halterung; ohne Halterung laden Sie direkt mit dem Ladekabel.",
        },
        {
          title: "Akku laden",
          text: "Hängen Sie den Sauger in die Halterung oder schließen Sie das Ladekabel direkt an; laden Sie den Akku vor dem ersten Einsatz vollständig auf, bis alle LEDs dauerhaft leuchten.",
        },
        {
          title: "Rohr und Düse anbringen",
          text: "Stecken Sie das Rohr in das Handteil und die Bodendüse an das Rohr, bis beide hörbar einrasten; ohne Rohr nutzen Sie das Gerät als Handsauger.",
        },
        {
          title: "Leistungsstufe wählen",
          text: "Schalten Sie das Gerät ein und wählen Sie mit der Modustaste Eco für die längste Laufzeit im Alltag oder Boost für hartnäckigen Schmutz; der S12 Pro passt die Leistung im Auto-Modus selbst an.",
        },
        {
          title: "Staubbehälter leeren",
          text: "Halten Sie den Sauger über den Mülleimer und drücken Sie die Entleerungstaste, sobald der Staub die MAX-Markierung erreicht.",
        },
      ],
    },
    "stick-filter-care": {
      title: "Filter und Zyklon waschen und trocknen",
      summary: "Ein sauberer Filter hält die Saugkraft Ihres AeroStick konstant und schont den Akku.",
      minutes: 10,
      steps: [
        {
          title: "Filter herausnehmen",
          text: "Leeren Sie den Staubbehälter, nehmen Sie ihn ab und ziehen Sie den Filter und die Zykloneinheit heraus.",
        },
        {
          title: "Ausklopfen",
          text: "Klopfen Sie Filter und Zyklon über dem Mülleimer aus, um losen Staub zu entfernen.",
        },
        {
          title: "Kalt ausspülen",
          text: "Spülen Sie den Filter unter kaltem, klarem Wasser ohne Spülmittel aus und drücken Sie ihn sanft aus, bis das Wasser klar bleibt; den Behälter können Sie ebenfalls ausspülen.",
        },
        {
          title: "24 Stunden trocknen",
          text: "Lassen Sie alle Teile mindestens 24 Stunden an der Luft trocknen – nicht auf der Heizung, im Trockner oder mit dem Föhn.",
        },
        {
          title: "Wieder einsetzen",
          text: "Setzen Sie den vollständig trockenen Filter und den Behälter wieder ein, bis sie einrasten; ersetzen Sie den Filter alle 6–12 Monate.",
        },
      ],
    },
    "wetdry-first-clean": {
      title: "Ihre erste Reinigung mit dem AquaGlide",
      summary:
        "So bereiten Sie Ihren Nass-Trocken-Sauger vor, wischen den ersten Raum und lassen ihn sich anschließend selbst reinigen.",
      minutes: 15,
      steps: [
        {
          title: "Frischwassertank füllen",
          text: "Nehmen Sie den Frischwassertank ab und füllen Sie ihn mit kaltem oder lauwarmem Leitungswasser bis zur MAX-Markierung.",
        },
        {
          title: "Reiniger hinzufügen",
          text: "Geben Sie bei Bedarf die angegebene Menge des mitgelieferten Bodenreinigers dazu, verschließen Sie den Tank und setzen Sie ihn wieder ein, bis er einrastet.",
        },
        {
          title: "Walze einsetzen",
          text: "Setzen Sie die Bürstenwalze ein und schließen Sie die Abdeckung; prüfen Sie, dass der Schmutzwassertank leer und richtig eingesetzt ist.",
        },
        {
          title: "Reinigung starten",
          text: "Nehmen Sie das Gerät aus der Station, kippen Sie den Griff nach hinten und schalten Sie es ein; schieben Sie es langsam vor und zurück.",
        },
        {
          title: "Selbstreinigung",
          text: "Stellen Sie das Gerät nach dem Putzen in die Station, drücken Sie die Selbstreinigungstaste und leeren Sie danach den Schmutzwassertank.",
        },
      ],
    },
    "wetdry-roller-care": {
      title: "Walze und Tanks pflegen",
      summary:
        "Mit dieser Pflege nach dem Putzen bleiben Walze und Tanks Ihres AquaGlide sauber und geruchsfrei.",
      minutes: 10,
      steps: [
        {
          title: "Selbstreinigung starten",
          text: "Stellen Sie das Gerät in die Station und lassen Sie die Selbstreinigung vollständig durchlaufen.",
        },
        {
          title: "Walze herausnehmen",
          text: "Öffnen Sie die Walzenabdeckung und nehmen Sie die Bürstenwalze heraus; entfernen Sie Haare von den Enden.",
        },
        {
          title: "Ausspülen und trocknen",
          text: "Spülen Sie die Walze unter fließendem Wasser aus und lassen Sie sie an der Luft trocknen, bevor Sie sie wieder einsetzen; der W5 Max und der W7 Pro trocknen die Walze nach der Selbstreinigung auch selbst mit Warmluft.",
        },
        {
          title: "Schmutzwassertank reinigen",
          text: "Leeren Sie den Schmutzwassertank, spülen Sie Tank, Schwimmer und Filter mit klarem Wasser aus und lassen Sie alles offen trocknen.",
        },
        {
          title: "Zusammensetzen",
          text: "Setzen Sie die trockene Walze, den Filter und den Schmutzwassertank wieder ein, bis alles einrastet, und stellen Sie das Gerät zum Laden in die Station.",
        },
      ],
    },
    "fryer-first-use": {
      title: "Vor dem ersten Gebrauch Ihrer CrispAir",
      summary: "Ein paar Minuten Vorbereitung sorgen dafür, dass Ihr erstes Gericht ohne Neugeruch gelingt.",
      minutes: 20,
      steps: [
        {
          title: "Verpackung entfernen",
          text: "Entfernen Sie alle Verpackungsmaterialien, Aufkleber und Schutzfolien, auch aus dem Korb, und stellen Sie das Gerät auf eine ebene, hitzebeständige Fläche mit 10 cm Abstand rundum.",
        },
        {
          title: "Korb spülen",
          text: "Spülen Sie Korb und Crisper-Einsatz mit warmem Wasser und etwas Spülmittel oder in der Spülmaschine und trocknen Sie sie gut ab.",
        },
        {
          title: "Leer einbrennen",
          text: "Schieben Sie den leeren Korb ein und lassen Sie das Gerät 10 Minuten bei 200 °C laufen; ein leichter Neugeruch dabei ist normal, lüften Sie den Raum.",
        },
        {
          title: "Erstes Rezept",
          text: "Lassen Sie das Gerät kurz abkühlen und starten Sie mit etwas Einfachem, etwa Tiefkühl-Pommes mit dem Pommes-Programm; schütteln Sie den Korb nach der Hälfte der Zeit.",
        },
      ],
    },
    "fryer-crispy-fries": {
      title: "Perfekte Pommes aus frischen Kartoffeln",
      summary:
        "Mit Wässern, Trocknen und nur einem Löffel Öl werden selbst gemachte Pommes außen knusprig und innen weich.",
      minutes: 45,
      steps: [
        {
          title: "Schneiden",
          text: "Schälen Sie mehligkochende oder vorwiegend festkochende Kartoffeln und schneiden Sie sie in gleichmäßige, etwa 1 cm dicke Stifte.",
        },
        {
          title: "Wässern",
          text: "Legen Sie die Stifte mindestens 30 Minuten in kaltes Wasser, damit die Stärke austritt und die Pommes knuspriger werden.",
        },
        {
          title: "Gründlich trocknen",
          text: "Gießen Sie das Wasser ab und tupfen Sie die Kartoffeln mit einem sauberen Küchentuch vollständig trocken.",
        },
        {
          title: "Mit Öl mischen",
          text: "Vermengen Sie die Stifte in einer Schüssel mit einem Esslöffel Öl und geben Sie sie locker in den Korb, ohne ihn zu überfüllen.",
        },
        {
          title: "Garen und schütteln",
          text: "Garen Sie die Pommes 18–22 Minuten bei 200 °C, schütteln Sie den Korb nach etwa 7 und nach 14 Minuten und salzen Sie sie erst nach dem Garen.",
        },
      ],
    },
  },
  quickStarts: {
    "robot-vacuums": {
      title: "Schnellstart für Ihren AeroSweep Saugroboter",
      steps: [
        {
          title: "Lieferumfang prüfen",
          text: "Im Karton finden Sie den Roboter, die Ladestation bzw. beim R9 Pro die AutoEmpty-Station, Seitenbürsten und je nach Modell einen Ersatzfilter, ein Wischmodul oder Staubbeutel. Entfernen Sie alle Schutzfolien und Transportsicherungen.",
        },
        {
          title: "Station aufstellen",
          text: "Stellen Sie die Station auf ebenen Boden an eine Wand, mit 0,5 m Abstand zu beiden Seiten und 1,5 m freiem Raum davor, und stecken Sie sie ein.",
        },
        {
          title: "Vollständig laden",
          text: "Setzen Sie den Roboter auf die Station und laden Sie ihn vor der ersten Fahrt etwa 4–5 Stunden vollständig auf.",
        },
        {
          title: "Mit der App koppeln",
          text: "Installieren Sie die Brisa Home App, tippen Sie auf „Gerät hinzufügen“ und verbinden Sie den Roboter mit einem 2,4-GHz-WLAN.",
        },
        {
          title: "Erste Reinigung",
          text: "Räumen Sie Kabel und kleine Gegenstände weg, öffnen Sie die Türen und starten Sie die Reinigung; R7 Max und R9 Pro kartieren dabei Ihre Wohnung.",
        },
        {
          title: "Tägliche Pflege",
          text: "Leeren Sie den Staubbehälter nach jeder Fahrt (beim R9 Pro übernimmt das die Station), reinigen Sie die Bürsten monatlich und tauschen Sie den Filter alle drei Monate.",
        },
      ],
    },
    "cordless-vacuums": {
      title: "Schnellstart für Ihren AeroStick Akku-Staubsauger",
      steps: [
        {
          title: "Wandhalterung montieren",
          text: "Schrauben Sie die Wandhalterung, sofern sie zum Lieferumfang gehört, nahe einer Steckdose an die Wand und führen Sie das Kabel des Ladegeräts hindurch.",
        },
        {
          title: "Akku laden",
          text: "Hängen Sie den Sauger ein oder schließen Sie das Ladekabel direkt am Akku an; eine volle Ladung dauert etwa 3,5–4,5 Stunden.",
        },
        {
          title: "Zusammenbauen",
          text: "Stecken Sie Rohr und Bodendüse auf, bis sie hörbar einrasten; ohne Rohr wird das Gerät zum Handsauger für Sofa, Treppe und Auto.",
        },
        {
          title: "Leistungsstufe wählen",
          text: "Nutzen Sie Eco für die längste Laufzeit und Boost nur für hartnäckigen Schmutz, da er den Akku schnell leert; der S12 Pro regelt im Auto-Modus selbst.",
        },
        {
          title: "Behälter leeren",
          text: "Leeren Sie den Staubbehälter über dem Mülleimer per Knopfdruck, spätestens wenn der Staub die MAX-Markierung erreicht.",
        },
        {
          title: "Filter waschen",
          text: "Spülen Sie den Filter einmal im Monat unter kaltem Wasser aus und lassen Sie ihn 24 Stunden trocknen, bevor Sie ihn wieder einsetzen.",
        },
      ],
    },
    "wet-dry-vacuums": {
      title: "Schnellstart für Ihren AquaGlide Nass-Trocken-Sauger",
      steps: [
        {
          title: "Tanks vorbereiten",
          text: "Füllen Sie den Frischwassertank bis zur MAX-Markierung mit Leitungswasser und prüfen Sie, dass der Schmutzwassertank leer und richtig eingesetzt ist.",
        },
        {
          title: "Reinigungsmittel",
          text: "Geben Sie bei Bedarf den mitgelieferten Bodenreiniger in der angegebenen Menge dazu; verwenden Sie nur schaumarme Reiniger für Nass-Trocken-Sauger, niemals Bleichmittel oder ätherische Öle.",
        },
        {
          title: "Erste Reinigung",
          text: "Setzen Sie die Walze ein, nehmen Sie das Gerät aus der Station und schieben Sie es langsam über versiegelte Hartböden.",
        },
        {
          title: "Selbstreinigung",
          text: "Stellen Sie das Gerät nach dem Putzen in die Station und drücken Sie die Selbstreinigungstaste; danach leeren und spülen Sie den Schmutzwassertank.",
        },
        {
          title: "Aufbewahrung",
          text: "Bewahren Sie das Gerät aufrecht in der Station bei Zimmertemperatur auf, damit es lädt und die Walze trocknen kann; der W5 Max und der W7 Pro trocknen sie mit Warmluft.",
        },
        {
          title: "Pflege",
          text: "Spülen Sie Walze, Tank und Filter regelmäßig aus, tauschen Sie den Schmutzwasserfilter etwa alle zwei Monate und die Walze etwa alle sechs Monate.",
        },
      ],
    },
    "air-fryers": {
      title: "Schnellstart für Ihre CrispAir Heißluftfritteuse",
      steps: [
        {
          title: "Aufstellen",
          text: "Stellen Sie das Gerät auf eine ebene, hitzebeständige Fläche mit mindestens 10 cm Abstand rundum und nicht unter Hängeschränke.",
        },
        {
          title: "Erster Lauf ohne Inhalt",
          text: "Spülen Sie Korb und Crisper-Einsatz und lassen Sie das Gerät leer 10 Minuten bei 200 °C laufen, damit sich der Neugeruch verflüchtigt.",
        },
        {
          title: "Programme nutzen",
          text: "Wählen Sie ein Automatikprogramm oder stellen Sie Temperatur und Zeit selbst ein; für knusprige Ergebnisse heizen Sie 3 Minuten vor.",
        },
        {
          title: "Schütteln",
          text: "Schütteln Sie Pommes und Gemüse nach der Hälfte der Zeit und wenden Sie größere Stücke; die F6 View erinnert Sie daran.",
        },
        {
          title: "Reinigen",
          text: "Lassen Sie das Gerät abkühlen und reinigen Sie Korb und Crisper-Einsatz in der Spülmaschine oder von Hand; das Grundgerät wischen Sie nur feucht ab.",
        },
        {
          title: "Sicherheit",
          text: "Decken Sie die Lüftungsöffnungen nie ab, fassen Sie den heißen Korb nur am Griff an und ziehen Sie nach dem Gebrauch den Netzstecker.",
        },
      ],
    },
  },
  firmware: {
    "aerosweep-r9-pro-3-2": {
      notes: [
        "Teppiche werden schneller erkannt, sodass sich die Mopps früher anheben.",
        "Der Roboter findet nach der Reinigung schneller und zuverlässiger zur Station zurück.",
        "Ein seltener Fehler, durch den die Karte gedreht angezeigt wurde, ist behoben.",
      ],
    },
    "aerosweep-r9-pro-3-1": {
      notes: [
        "Das automatische Entleeren in die AutoEmpty-Station ist leiser.",
        "Die Erkennung und Umfahrung von Haustier-Hinterlassenschaften wurde verbessert.",
        "Eine neue Akkukalibrierung zeigt den Ladestand genauer an.",
      ],
    },
    "aerosweep-r7-max-2-8": {
      notes: [
        "Sie können die Reihenfolge, in der die Räume gereinigt werden, jetzt in der App festlegen.",
        "Kanten und Fußleisten werden gründlicher gereinigt.",
        "Nach einem Neustart des Routers verbindet sich der Roboter automatisch wieder mit dem WLAN.",
      ],
    },
    "aerosweep-r5-1-9": {
      notes: [
        "Reinigungszeitpläne lassen sich jetzt direkt in der App anlegen.",
        "Im Eco-Modus fährt der Roboter länger mit einer Akkuladung.",
        "Behoben: Der Roboter drehte sich an dunklen oder schwarzen Teppichen manchmal im Kreis.",
      ],
    },
    "aquaglide-w7-pro-1-4": {
      notes: [
        "Die Warmlufttrocknung der Walze ist leiser.",
        "Die Warnung bei vollem Schmutzwassertank ist jetzt deutlicher zu erkennen.",
        "Die Selbstreinigung verbraucht weniger Wasser.",
      ],
    },
  },
};
