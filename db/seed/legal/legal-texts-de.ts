import type { DemoLegalTexts } from "./legal-page.ts";

/** The privacy policy and terms of use in German (templates for the shop's own legal review). */
export const legalTextsDe: DemoLegalTexts = {
  privacy: {
    title: "Datenschutzerklärung",
    summary:
      "Hier erfahren Sie, welche personenbezogenen Daten Brisa Home verarbeitet, wenn Sie unseren Onlineshop nutzen, wofür und wie lange wir sie speichern und welche Rechte Ihnen nach der DSGVO zustehen. Wir verkaufen keine Daten und setzen weder Werbe- noch Analyse-Tracker ein.",
    blocks: [
      { kind: "heading", text: "1. Verantwortlicher und Kontakt" },
      {
        kind: "paragraph",
        text: "Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) für diesen Onlineshop ist Brisa Home („wir“). Diese Erklärung gilt für die deutsche Website des Shops am Computer, auf dem Smartphone und in der Brisa-Home-App.",
      },
      {
        kind: "paragraph",
        text: "Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte erreichen Sie uns unter privacy@brisahome.example. Allgemeine Anliegen beantwortet unser Kundenservice unter support@brisahome.example oder über das Kontaktformular auf unserer Kundenservice-Seite.",
      },
      { kind: "heading", text: "2. Das Wichtigste in Kürze" },
      {
        kind: "list",
        items: [
          "Wir verarbeiten nur die Daten, die wir für Ihr Kundenkonto, Ihre Bestellungen, den Kundenservice und den sicheren Betrieb des Shops benötigen, und – nur mit Ihrer Einwilligung – für den Newsletter.",
          "Wir verkaufen keine personenbezogenen Daten und geben sie nicht für Werbezwecke an Dritte weiter.",
          "Wir verwenden keine Werbe- oder Analyse-Tracker und keine Cookies von Drittanbietern. Die drei Cookies des Shops sind technisch notwendig oder speichern Ihre eigenen Einstellungen; deshalb gibt es bei uns kein Cookie-Banner.",
          "Ihre Kartendaten geben Sie ausschließlich auf der Seite des Zahlungsdienstleisters ein; sie erreichen uns nie und werden von uns nicht gespeichert.",
        ],
      },
      { kind: "heading", text: "3. Kundenkonto und Anmeldung" },
      {
        kind: "paragraph",
        text: "Für die Registrierung benötigen wir Ihre E-Mail-Adresse und ein Passwort. Zur Bestätigung Ihrer Adresse senden wir Ihnen einen sechsstelligen Code per E-Mail, der zehn Minuten gültig ist. Ihr Passwort speichern wir nie im Klartext, sondern ausschließlich als gesalzenen Hashwert. Freiwillig können Sie einen Spitznamen festlegen, der in Ihrem Konto und bei Ihren Bewertungen erscheint.",
      },
      {
        kind: "paragraph",
        text: "Wenn Sie sich anmelden, legen wir eine Sitzung an. Sie endet, wenn Sie sich abmelden, nach 30 Tagen ohne Nutzung und in jedem Fall nach 90 Tagen; danach melden Sie sich einfach erneut an. Zum Schutz vor dem Durchprobieren von Passwörtern zählen wir fehlgeschlagene Anmeldeversuche je E-Mail-Adresse und IP-Adresse und löschen diese Einträge nach einem Tag.",
      },
      {
        kind: "paragraph",
        text: "Auf der Seite „Mein Konto“ können Sie Ihren Spitznamen und Ihre Adressen bearbeiten, Ihre E-Mail-Adresse ändern (die neue Adresse bestätigen Sie wieder mit einem Code) und sich abmelden. Nicht bestätigte Registrierungen und abgelaufene Codes löschen wir automatisch.",
      },
      {
        kind: "paragraph",
        text: "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Vertrag und vorvertragliche Maßnahmen), für die Schutzmaßnahmen gegen Missbrauch Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse an einem sicheren Shop).",
      },
      { kind: "heading", text: "4. Adressbuch, Warenkorb und Bestellungen" },
      {
        kind: "paragraph",
        text: "In Ihrem Adressbuch speichern wir die von Ihnen angelegten Adressen mit Name, Anschrift, Telefonnummer, E-Mail-Adresse und, falls angegeben, Firmenname. Den Inhalt Ihres Warenkorbs speichern wir, damit Sie Ihren Einkauf später oder auf einem anderen Gerät fortsetzen können.",
      },
      {
        kind: "paragraph",
        text: "Zu jeder Bestellung speichern wir die Artikel, Preise, Rabatte, Steuern, Versandkosten, die gewählte Zahlungsart, die Lieferadresse, Ihre optionalen Lieferhinweise, den Statusverlauf (etwa „Unbezahlt“, „In Bearbeitung“, „Versandt“) sowie Versanddienstleister und Sendungsnummer. Gutscheine in Ihrer Übersicht „Meine Gutscheine“ speichern wir mit Code, Wert, Gültigkeit und Einlösestatus.",
      },
      {
        kind: "paragraph",
        text: "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Die Aufbewahrung der Bestell- und Rechnungsdaten nach Abwicklung des Vertrags beruht auf Art. 6 Abs. 1 lit. c DSGVO in Verbindung mit den handels- und steuerrechtlichen Aufbewahrungspflichten.",
      },
      { kind: "heading", text: "5. Zahlung" },
      {
        kind: "paragraph",
        text: "Sie bezahlen per Karte, PayPal, Google Pay, Apple Pay oder Klarna. Die Zahlung wickeln die jeweiligen Zahlungsdienstleister ab, etwa Stripe für Karten, Google Pay und Apple Pay sowie PayPal und Klarna. Nach dem Klick auf „Bestellen und … bezahlen“ gelangen Sie auf die Zahlungsseite des Anbieters. Kartennummern geben Sie ausschließlich dort ein; sie erreichen uns nicht und werden von uns nicht gespeichert. Vom Anbieter erfahren wir nur, ob und in welcher Höhe gezahlt wurde, und erhalten eine Zahlungsreferenz für Rückfragen und Erstattungen.",
      },
      {
        kind: "paragraph",
        text: "Wir übermitteln dem Zahlungsdienstleister die für die Zahlung erforderlichen Angaben, insbesondere Betrag, Währung und Bestellnummer sowie weitere Angaben, soweit die gewählte Zahlungsart sie erfordert. PayPal und Klarna verarbeiten Daten dabei teilweise in eigener Verantwortung, etwa für eigene Identitäts- oder Bonitätsprüfungen; insoweit gelten ergänzend deren Datenschutzhinweise. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.",
      },
      { kind: "heading", text: "6. Produktbewertungen" },
      {
        kind: "paragraph",
        text: "Wenn Sie ein Produkt bewerten, speichern wir Ihre Sternebewertung, Ihren Text, bis zu drei Fotos, Ihren Spitznamen und Ihre E-Mail-Adresse. Spitzname, Sternebewertung, Text und Fotos sind öffentlich im Shop sichtbar; Ihre E-Mail-Adresse wird nie veröffentlicht. Wir verwenden sie, um sicherzustellen, dass je E-Mail-Adresse nur eine Bewertung pro Produkt abgegeben wird. Aus hochgeladenen Fotos entfernen wir eingebettete Metadaten wie Kamera- oder Standortangaben. Bitte wählen Sie einen Spitznamen, unter dem Sie öffentlich erscheinen möchten.",
      },
      {
        kind: "paragraph",
        text: "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Nutzung der Bewertungsfunktion nach unseren Allgemeinen Geschäftsbedingungen) und Art. 6 Abs. 1 lit. f DSGVO (unser Interesse an echten und rechtmäßigen Bewertungen einschließlich ihrer Moderation). Die Löschung Ihrer Bewertung können Sie jederzeit unter privacy@brisahome.example oder beim Kundenservice verlangen.",
      },
      { kind: "heading", text: "7. Lieferbenachrichtigungen" },
      {
        kind: "paragraph",
        text: "Ist ein Artikel ausverkauft, können Sie sich – auch ohne Kundenkonto – per E-Mail benachrichtigen lassen, sobald er wieder vorrätig ist. Dafür speichern wir Ihre E-Mail-Adresse und den Artikel in der gewünschten Ausführung. Wir nutzen diese Angaben ausschließlich für diese Benachrichtigung. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO (Erbringung des von Ihnen angeforderten Dienstes). Möchten Sie die Benachrichtigung nicht mehr erhalten, genügt eine kurze Nachricht an uns.",
      },
      { kind: "heading", text: "8. Newsletter" },
      {
        kind: "paragraph",
        text: "Unseren Newsletter erhalten Sie nur mit Ihrer ausdrücklichen Einwilligung im Double-Opt-in-Verfahren: Nach der Anmeldung senden wir Ihnen eine E-Mail mit einem Bestätigungslink; erst wenn Sie das Abonnement dort bestätigen, ist es aktiv. Wir speichern Ihre E-Mail-Adresse, die Website, über die Sie sich angemeldet haben, sowie Zeitpunkt und IP-Adresse der Anmeldung und der Bestätigung, um Ihre Einwilligung nachweisen und Missbrauch erkennen zu können.",
      },
      {
        kind: "paragraph",
        text: "Als Dankeschön für die Bestätigung erhalten Sie einmalig einen Willkommensgutschein über 10 €, der 90 Tage gültig ist. Jede Newsletter-E-Mail enthält einen Abmeldelink, der ohne Anmeldung im Kundenkonto funktioniert. Ein bereits ausgestellter Gutschein bleibt Ihnen auch nach der Abmeldung erhalten. Ob oder wann Sie unsere E-Mails öffnen oder Links darin anklicken, werten wir nicht aus.",
      },
      {
        kind: "paragraph",
        text: "Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit mit Wirkung für die Zukunft widerrufen können. Die Protokollierung der Einwilligung beruht auf Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO.",
      },
      { kind: "heading", text: "9. Anfragen an den Kundenservice" },
      {
        kind: "paragraph",
        text: "Wenn Sie uns über das Kontaktformular oder per E-Mail schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, das Gerätemodell, Ihre Nachricht und ein optional beigefügtes Foto, um Ihr Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihr Anliegen einen Vertrag mit uns betrifft, im Übrigen Art. 6 Abs. 1 lit. f DSGVO (unser Interesse, Ihre Anfrage zu beantworten).",
      },
      { kind: "heading", text: "10. Server-Logs und Schutz vor Missbrauch" },
      {
        kind: "paragraph",
        text: "Bei jedem Aufruf des Shops verarbeiten unsere Server technisch notwendige Daten: Ihre IP-Adresse, die Kennung Ihres Browsers oder Ihrer App (User-Agent), den Zeitpunkt und eine Kennung der Anfrage. Diese Server-Logs benötigen wir, um den Shop auszuliefern, Fehler zu finden und Angriffe abzuwehren; wir löschen sie nach 30 Tagen.",
      },
      {
        kind: "paragraph",
        text: "Ihre IP-Adresse verwenden wir außerdem für Mengenbegrenzungen: Wir zählen etwa, wie viele Anmeldeversuche, angeforderte Codes, Newsletter-Anmeldungen oder Foto-Uploads in kurzer Zeit von einer Adresse ausgehen, und bremsen auffällige Zugriffe. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der Sicherheit des Shops, der Verhinderung von Betrug und Missbrauch und der Verbesserung unseres Angebots.",
      },
      { kind: "heading", text: "11. Cookies und Speicherung auf Ihrem Gerät" },
      { kind: "paragraph", text: "Wir setzen ausschließlich die folgenden drei eigenen Cookies:" },
      {
        kind: "list",
        items: [
          "„session“ hält Sie angemeldet. Das Cookie enthält nur eine zufällige Kennung, ist für Skripte nicht lesbar (HttpOnly) und endet mit der Abmeldung, nach 30 Tagen ohne Nutzung und spätestens nach 90 Tagen.",
          "„site“ merkt sich die Länderseite und die Sprache, die Sie gewählt haben; Speicherdauer ein Jahr.",
          "„device“ wird nur gesetzt, wenn Sie selbst die Desktop- oder die Mobilansicht wählen, und merkt sich diese Wahl.",
        ],
      },
      {
        kind: "paragraph",
        text: "Diese Cookies sind für den von Ihnen gewünschten Dienst unbedingt erforderlich oder speichern Einstellungen, die Sie selbst vorgenommen haben. Nach § 25 Abs. 2 Nr. 2 TDDDG ist dafür keine Einwilligung nötig, deshalb zeigen wir kein Cookie-Banner; die weitere Verarbeitung beruht auf Art. 6 Abs. 1 lit. b und f DSGVO. Im Speicher Ihres Browsers legen wir nichts zu Tracking-Zwecken ab, und wir binden keine Cookies oder Skripte Dritter für Werbung oder Analyse ein. Signale wie „Global Privacy Control“ respektieren wir; da wir ohnehin keine Daten verkaufen oder für Werbung weitergeben, ändert sich dadurch für Ihren Einkauf nichts.",
      },
      { kind: "heading", text: "12. Empfänger Ihrer Daten" },
      {
        kind: "paragraph",
        text: "Wir geben personenbezogene Daten nur weiter, soweit dies für die genannten Zwecke erforderlich ist:",
      },
      {
        kind: "list",
        items: [
          "Zahlungsdienstleister (z. B. Stripe, PayPal, Klarna) für die Abwicklung von Zahlungen und Erstattungen;",
          "Versanddienstleister (z. B. DHL, UPS, Deutsche Post) erhalten Name, Lieferadresse und Telefonnummer, um Ihre Sendung zuzustellen;",
          "unser E-Mail-Versanddienstleister, über den wir Bestätigungscodes, Bestell- und Versandmitteilungen, Lieferbenachrichtigungen und den Newsletter versenden;",
          "unser Hosting-Anbieter, der die Server und Datenbanken des Shops betreibt;",
          "Behörden und Gerichte, soweit wir gesetzlich dazu verpflichtet sind.",
        ],
      },
      {
        kind: "paragraph",
        text: "E-Mail-Versanddienstleister und Hosting-Anbieter sind als Auftragsverarbeiter nach Art. 28 DSGVO vertraglich an unsere Weisungen gebunden. Wir verkaufen Ihre Daten nicht und geben sie nicht für kontextübergreifende, verhaltensbasierte Werbung weiter.",
      },
      { kind: "heading", text: "13. Übermittlung in Länder außerhalb der EU" },
      {
        kind: "paragraph",
        text: "Einige unserer Dienstleister können Daten außerhalb der Europäischen Union und des Europäischen Wirtschaftsraums verarbeiten. Eine solche Übermittlung erfolgt nur, wenn die EU-Kommission für das Empfängerland ein angemessenes Datenschutzniveau festgestellt hat (Angemessenheitsbeschluss, Art. 45 DSGVO) oder wenn mit dem Empfänger die Standardvertragsklauseln der EU-Kommission vereinbart sind (Art. 46 Abs. 2 lit. c DSGVO). Eine Kopie dieser Garantien erhalten Sie auf Anfrage unter privacy@brisahome.example.",
      },
      { kind: "heading", text: "14. Speicherdauer" },
      {
        kind: "paragraph",
        text: "Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder das Gesetz es verlangt:",
      },
      {
        kind: "list",
        items: [
          "Kontodaten (E-Mail-Adresse, Spitzname, Passwort-Hash, Adressbuch, Gutscheine): bis zur Löschung Ihres Kontos, die Sie jederzeit unter privacy@brisahome.example oder beim Kundenservice verlangen können.",
          "Bestell- und Rechnungsdaten: so lange, wie es das Handels- und Steuerrecht vorschreibt, in Deutschland bis zu zehn Jahre (§ 147 AO, § 257 HGB). In dieser Zeit schränken wir die Verarbeitung auf die Erfüllung dieser Pflichten ein.",
          "Newsletter-Daten: bis zu Ihrer Abmeldung; den Nachweis Ihrer Einwilligung bewahren wir so lange auf, wie wir ihn zum Nachweis benötigen.",
          "Anfragen an den Kundenservice: zwei Jahre nach Abschluss des Vorgangs.",
          "Produktbewertungen und Lieferbenachrichtigungen: bis Sie ihre Löschung verlangen oder wir eine Bewertung im Rahmen der Moderation entfernen.",
          "Server-Logs: 30 Tage; Kopien versandter E-Mails in unserer Versandwarteschlange: 14 Tage.",
          "Sitzungen enden wie in Abschnitt 3 beschrieben; Bestätigungscodes und nicht bestätigte Registrierungen löschen wir automatisch.",
        ],
      },
      { kind: "heading", text: "15. Ihre Rechte" },
      { kind: "paragraph", text: "Nach der DSGVO haben Sie uns gegenüber folgende Rechte:" },
      {
        kind: "list",
        items: [
          "Auskunft über die Daten, die wir über Sie verarbeiten (Art. 15 DSGVO);",
          "Berichtigung unrichtiger und Vervollständigung unvollständiger Daten (Art. 16 DSGVO);",
          "Löschung, soweit keine gesetzliche Aufbewahrungspflicht entgegensteht (Art. 17 DSGVO);",
          "Einschränkung der Verarbeitung (Art. 18 DSGVO);",
          "Datenübertragbarkeit, also Herausgabe der von Ihnen bereitgestellten Daten in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO);",
          "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO);",
          "Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO);",
          "Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO, siehe Abschnitt 16).",
        ],
      },
      {
        kind: "paragraph",
        text: "Widerspruchsrecht: Soweit wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten, können Sie dem aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.",
      },
      {
        kind: "paragraph",
        text: "Zur Ausübung Ihrer Rechte schreiben Sie uns an privacy@brisahome.example. Damit wir keine Daten an Unbefugte herausgeben, können wir Sie bitten, Ihre Identität nachzuweisen, etwa durch eine Nachricht von der in Ihrem Konto hinterlegten E-Mail-Adresse. Wir antworten innerhalb eines Monats; in komplexen Fällen kann sich diese Frist nach Art. 12 Abs. 3 DSGVO um bis zu zwei weitere Monate verlängern, worüber wir Sie rechtzeitig informieren. Die Ausübung Ihrer Rechte ist für Sie kostenlos.",
      },
      { kind: "heading", text: "16. Beschwerderecht bei einer Aufsichtsbehörde" },
      {
        kind: "paragraph",
        text: "Sie können sich jederzeit bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. In Deutschland ist das die Aufsichtsbehörde Ihres Bundeslandes, in den meisten Ländern die oder der Landesbeauftragte für den Datenschutz, in Bayern für Unternehmen das Bayerische Landesamt für Datenschutzaufsicht. Gern können Sie sich aber zuerst an uns wenden.",
      },
      { kind: "heading", text: "17. Pflicht zur Bereitstellung und automatisierte Entscheidungen" },
      {
        kind: "paragraph",
        text: "Die Angaben, die für Kundenkonto, Bestellung, Zahlung und Lieferung erforderlich sind, benötigen wir für den Vertragsschluss; ohne sie können wir keine Bestellung annehmen. Alle übrigen Angaben, etwa Spitzname, Firmenname, Lieferhinweise oder die Anmeldung zum Newsletter, sind freiwillig. Eine ausschließlich automatisierte Entscheidungsfindung einschließlich Profiling im Sinne von Art. 22 DSGVO findet bei uns nicht statt; Prüfungen, die Zahlungsdienstleister in eigener Verantwortung vornehmen, richten sich nach deren Datenschutzhinweisen.",
      },
      { kind: "heading", text: "18. Kinder und Jugendliche" },
      {
        kind: "paragraph",
        text: "Unser Shop richtet sich nicht an Kinder und Jugendliche unter 16 Jahren, und wir erheben wissentlich keine Daten von ihnen. Für Käufe müssen Sie volljährig sein, also mindestens 18 Jahre alt. Stellen Sie fest, dass uns ein Kind Daten übermittelt hat, wenden Sie sich bitte an privacy@brisahome.example; wir löschen die Daten dann.",
      },
      { kind: "heading", text: "19. Datensicherheit" },
      {
        kind: "paragraph",
        text: "Wir schützen Ihre Daten durch angemessene technische und organisatorische Maßnahmen. So speichern wir Passwörter, Sitzungskennungen und Bestätigungscodes nur als Hashwerte, das Sitzungs-Cookie ist für Skripte nicht lesbar, und Zugriff auf personenbezogene Daten erhalten nur Personen, die ihn für ihre Aufgaben benötigen.",
      },
      { kind: "heading", text: "20. Änderungen dieser Datenschutzerklärung" },
      {
        kind: "paragraph",
        text: "Wir passen diese Datenschutzerklärung an, wenn sich unser Shop, unsere Dienstleister oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung. Erfordert eine Änderung Ihre Einwilligung, holen wir diese gesondert ein.",
      },
    ],
  },
  terms: {
    title: "Allgemeine Geschäftsbedingungen",
    summary:
      "Diese Bedingungen regeln die Nutzung des Onlineshops von Brisa Home und Ihre Einkäufe darin: Bestellung und Zahlung, Gutscheine, Versand, unser 7-Tage-Rückgabeversprechen, Ihr gesetzliches Widerrufsrecht, Gewährleistung und Garantie.",
    blocks: [
      { kind: "heading", text: "1. Geltungsbereich und Vertragspartner" },
      {
        kind: "paragraph",
        text: "Diese Allgemeinen Geschäftsbedingungen (AGB) gelten für die Nutzung der deutschen Website des Onlineshops von Brisa Home – im Browser wie in der Brisa-Home-App – und für alle Verträge, die Sie dort über Saugroboter, Akku-Stielsauger, Nass-Trocken-Sauger, Heißluftfritteusen, Zubehör und Ersatzteile schließen. Ihr Vertragspartner ist Brisa Home („wir“).",
      },
      {
        kind: "paragraph",
        text: "Unser Angebot richtet sich an Verbraucher im Sinne von § 13 BGB; Regelungen, die nur für Verbraucher gelten, sind als solche gekennzeichnet. Wie wir Ihre Daten verarbeiten, erklärt unsere Datenschutzerklärung.",
      },
      {
        kind: "paragraph",
        text: "Unseren Kundenservice erreichen Sie unter support@brisahome.example oder über das Kontaktformular auf unserer Kundenservice-Seite. Vertragssprache ist Deutsch.",
      },
      { kind: "heading", text: "2. Kundenkonto" },
      {
        kind: "paragraph",
        text: "Für die Registrierung geben Sie Ihre E-Mail-Adresse an, bestätigen sie mit einem sechsstelligen Code, den wir Ihnen per E-Mail senden, und wählen ein Passwort. Für Bestellungen müssen Sie mindestens 18 Jahre alt sein. Bitte machen Sie wahrheitsgemäße Angaben, geben Sie Ihr Passwort nicht weiter und informieren Sie uns, wenn Sie einen Missbrauch Ihres Kontos vermuten.",
      },
      {
        kind: "paragraph",
        text: "Eine Anmeldung endet mit der Abmeldung, nach 30 Tagen ohne Nutzung und spätestens nach 90 Tagen. Unter „Mein Konto“ verwalten Sie Spitzname, Adressen und E-Mail-Adresse. Die Löschung Ihres Kontos können Sie jederzeit beim Kundenservice oder unter privacy@brisahome.example verlangen. Bei erheblichem Missbrauch, etwa Betrugsversuchen, können wir ein Konto sperren; Ihre Rechte aus geschlossenen Verträgen bleiben unberührt.",
      },
      { kind: "heading", text: "3. Produkte, Preise und Blitzangebote" },
      {
        kind: "paragraph",
        text: "Die Darstellung der Produkte ist noch kein verbindliches Angebot. Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Mehrwertsteuer. Hauptgeräte liefern wir versandkostenfrei; für Zubehör und Ersatzteile können Versandkosten anfallen, die Ihnen an der Kasse vor Abgabe der Bestellung angezeigt werden.",
      },
      {
        kind: "paragraph",
        text: "Blitzangebote gelten nur in dem angegebenen Zeitraum mit Beginn und Ende; maßgeblich ist der Preis, der bei Abgabe Ihrer Bestellung angezeigt wird. Offensichtliche Preisfehler können wir korrigieren, bevor Ihre Bestellung bestätigt ist; wir informieren Sie dann, und Sie entscheiden, ob Sie zum richtigen Preis kaufen möchten. Andernfalls erstatten wir eine bereits geleistete Zahlung vollständig.",
      },
      { kind: "heading", text: "4. Bestellvorgang und Vertragsschluss" },
      { kind: "paragraph", text: "So bestellen Sie:" },
      {
        kind: "list",
        items: [
          "Sie legen die gewünschten Artikel in den Warenkorb.",
          "An der Kasse wählen Sie die Lieferadresse, optional einen Gutscheincode, die Zahlungsart und optional Lieferhinweise. Die Bestellübersicht zeigt Artikel, Rabatte, Versandkosten und Gesamtbetrag; dort können Sie Ihre Eingaben vor dem Absenden prüfen und korrigieren.",
          "Mit einem Klick auf die Schaltfläche „Bestellen und … bezahlen“ (bei einer vollständig durch einen Gutschein gedeckten Bestellung: „Kostenlos bestellen“) geben Sie ein verbindliches Angebot ab.",
          "Auf der Zahlungsseite des Zahlungsdienstleisters schließen Sie die Zahlung ab.",
        ],
      },
      {
        kind: "paragraph",
        text: "Den Eingang Ihrer Bestellung bestätigen wir per E-Mail; diese Eingangsbestätigung ist noch keine Annahme. Der Kaufvertrag kommt zustande, sobald der Zahlungsdienstleister Ihre Zahlung bestätigt: Ihre Bestellung erhält dann den Status „In Bearbeitung“, und wir bestätigen Ihnen die Bestellung per E-Mail. Eine kostenlose Bestellung benötigt keine Zahlung; wir nehmen sie an, indem wir sie in den Status „In Bearbeitung“ setzen.",
      },
      {
        kind: "paragraph",
        text: "Eine Bestellung muss innerhalb von 30 Minuten nach ihrer Abgabe bezahlt werden. Bis dahin trägt sie den Status „Unbezahlt“; Sie können die Zahlung in dieser Zeit erneut starten oder die Bestellung selbst stornieren. Geht innerhalb der Frist keine Zahlung ein, wird die Bestellung automatisch storniert, die Artikel gehen zurück in den Verkauf und es wird nichts berechnet. Trifft eine Zahlung erst nach Ablauf der Bestellung ein, erstatten wir sie vollständig. Bei Klarna kann die Bestätigung der Zahlung einen Moment dauern; Ihre Bestellung zeigt bis dahin den Status „Ausstehend“.",
      },
      {
        kind: "paragraph",
        text: "Ihre Bestellungen und ihren Status („Unbezahlt“, „Ausstehend“, „In Bearbeitung“, „Versandt“, „Storniert“, „Erstattet“) finden Sie in Ihrem Kundenkonto. Wir speichern den Vertragstext; diese AGB können Sie hier jederzeit abrufen und speichern.",
      },
      { kind: "heading", text: "5. Zahlung" },
      {
        kind: "paragraph",
        text: "Sie bezahlen per Karte, PayPal, Google Pay, Apple Pay oder Klarna. Die Zahlung wickeln Zahlungsdienstleister ab (etwa Stripe für Karten und Wallets, PayPal, Klarna), deren Bedingungen ergänzend gelten. Kartendaten geben Sie nur auf deren Seite ein. Belastet wird der Betrag in Euro.",
      },
      { kind: "heading", text: "6. Gutscheine" },
      {
        kind: "paragraph",
        text: "Gutscheine erhalten Sie etwa bei Aktionen oder als Willkommensgutschein über 10 € (90 Tage gültig) für die Bestätigung unseres Newsletters. Unter „Meine Gutscheine“ finden Sie Ihre Gutscheine. Es gilt:",
      },
      {
        kind: "list",
        items: [
          "Pro Bestellung kann ein Gutschein eingelöst werden.",
          "Jeder Gutschein hat einen festen Betrag oder einen Prozentsatz, einen Geltungsbereich (ein bestimmtes Produkt, bestimmte Produktarten, alle Produkte außer Zubehör oder das gesamte Sortiment), gegebenenfalls einen Mindestbestellwert der berechtigten Artikel und einen Gültigkeitszeitraum.",
          "Ein Gutschein gilt nur in dem Länder-Shop und in der Währung, für die er ausgegeben wurde.",
          "Gutscheine haben keinen Barwert und können nicht umgetauscht werden; ein nicht ausgeschöpfter Restbetrag verfällt.",
          "Der Rabatt wird anteilig auf die berechtigten Artikel der Bestellung verteilt.",
          "Wird eine Bestellung storniert oder läuft sie unbezahlt ab, kehrt der eingelöste Gutschein in Ihre Übersicht zurück, sofern er noch gültig ist. Eine Erstattung, auch nach einem Widerruf, gibt den Gutschein nicht zurück.",
        ],
      },
      { kind: "heading", text: "7. Lieferung und Gefahrübergang" },
      {
        kind: "paragraph",
        text: "Über diese Website liefern wir nur an Lieferadressen in Deutschland. Wir versenden innerhalb von 2–5 Werktagen nach Zahlungseingang, etwa mit DHL, UPS oder der Deutschen Post. Ist Ihre Bestellung unterwegs, erhält sie den Status „Versandt“, und wir teilen Ihnen Versanddienstleister und Sendungsnummer mit.",
      },
      {
        kind: "paragraph",
        text: "Die Gefahr des zufälligen Untergangs und der zufälligen Verschlechterung der Ware geht erst mit der Übergabe an Sie oder eine von Ihnen benannte empfangsberechtigte Person auf Sie über.",
      },
      { kind: "heading", text: "8. Unser 7-Tage-Rückgabeversprechen" },
      {
        kind: "paragraph",
        text: "Zusätzlich zu Ihrem gesetzlichen Widerrufsrecht geben wir Ihnen ein freiwilliges Versprechen: Innerhalb von 7 Tagen nach der Lieferung können Sie jeden Artikel ohne Angabe von Gründen zurückgeben oder gegen ein neues Exemplar desselben Artikels umtauschen. Bei Hauptgeräten ist die Rücksendung für Sie kostenlos. Melden Sie Rückgabe oder Umtausch mit Ihrer Bestellnummer beim Kundenservice an.",
      },
      {
        kind: "paragraph",
        text: "Dieses Versprechen ergänzt Ihr 14-tägiges Widerrufsrecht und Ihre Gewährleistungsrechte und schränkt sie in keiner Weise ein.",
      },
      { kind: "heading", text: "9. Widerrufsbelehrung" },
      {
        kind: "paragraph",
        text: "Verbrauchern steht ein gesetzliches Widerrufsrecht zu. Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Haben Sie mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt, die getrennt geliefert werden, beginnt die Frist an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.",
      },
      {
        kind: "paragraph",
        text: "Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Brisa Home, E-Mail: support@brisahome.example) mittels einer eindeutigen Erklärung (z. B. eine E-Mail oder eine Nachricht über das Kontaktformular auf unserer Kundenservice-Seite) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das Muster-Widerrufsformular in Abschnitt 12 verwenden, das jedoch nicht vorgeschrieben ist; auf Wunsch senden wir es Ihnen auch per E-Mail zu. Nutzen Sie das Kontaktformular, bestätigen wir Ihnen den Eingang Ihres Widerrufs unverzüglich per E-Mail. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
      },
      { kind: "heading", text: "10. Folgen des Widerrufs" },
      {
        kind: "paragraph",
        text: "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.",
      },
      {
        kind: "paragraph",
        text: "Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Wie Sie die Waren zurücksenden, teilt Ihnen unser Kundenservice mit.",
      },
      {
        kind: "paragraph",
        text: "Bei Hauptgeräten (Saugroboter, Akku-Stielsauger, Nass-Trocken-Sauger und Heißluftfritteusen) tragen wir die Kosten der Rücksendung. Bei Zubehör und Ersatzteilen tragen Sie die unmittelbaren Kosten der Rücksendung der Waren.",
      },
      {
        kind: "paragraph",
        text: "Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.",
      },
      { kind: "paragraph", text: "Ende der Widerrufsbelehrung." },
      { kind: "heading", text: "11. Ausschluss des Widerrufsrechts" },
      {
        kind: "paragraph",
        text: "Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde (§ 312g Abs. 2 Nr. 3 BGB). Das kann etwa hygienisch versiegelte Verbrauchsartikel wie Filter- oder Staubbeutel betreffen. Ungeöffnete Verbrauchsartikel können Sie wie alle anderen Waren widerrufen.",
      },
      { kind: "heading", text: "12. Muster-Widerrufsformular" },
      {
        kind: "paragraph",
        text: "Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück:",
      },
      {
        kind: "list",
        items: [
          "An Brisa Home, E-Mail: support@brisahome.example",
          "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren:",
          "Bestellt am (*)/erhalten am (*):",
          "Name des/der Verbraucher(s):",
          "Anschrift des/der Verbraucher(s):",
          "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):",
          "Datum:",
        ],
      },
      { kind: "paragraph", text: "(*) Unzutreffendes streichen." },
      { kind: "heading", text: "13. Gesetzliche Gewährleistung" },
      {
        kind: "paragraph",
        text: "Es gelten die gesetzlichen Mängelrechte (§§ 434 ff. BGB). Ist eine Ware bei Übergabe mangelhaft, können Sie zunächst Nacherfüllung verlangen, nach Ihrer Wahl durch Beseitigung des Mangels (Reparatur) oder durch Lieferung einer mangelfreien Ware (Ersatz). Gelingt die Nacherfüllung nicht innerhalb angemessener Frist oder schlägt sie fehl, können Sie vom Vertrag zurücktreten oder den Kaufpreis mindern und unter den gesetzlichen Voraussetzungen Schadensersatz verlangen. Die Ansprüche verjähren zwei Jahre nach Lieferung. Zeigt sich ein Mangel innerhalb eines Jahres nach der Übergabe, wird zugunsten von Verbrauchern vermutet, dass er bereits bei der Übergabe vorlag.",
      },
      {
        kind: "paragraph",
        text: "Für Geräte mit digitalen Elementen, etwa einer App-Anbindung, stellen wir die zum Erhalt der Vertragsmäßigkeit erforderlichen Aktualisierungen im gesetzlich vorgesehenen Zeitraum bereit (§ 475b BGB). Mängel melden Sie unserem Kundenservice mit Ihrer Bestellnummer.",
      },
      { kind: "heading", text: "14. Ein Jahr Garantie auf das Hauptgerät" },
      {
        kind: "paragraph",
        text: "Zusätzlich zur gesetzlichen Gewährleistung gewährt Brisa Home als Garantiegeber auf den Hauptkörper jedes Geräts, das Sie in diesem Shop kaufen, eine Garantie von einem Jahr ab Lieferung. Tritt in dieser Zeit ein Material- oder Herstellungsfehler am Hauptkörper auf, reparieren wir das Gerät oder ersetzen es nach unserer Wahl.",
      },
      {
        kind: "paragraph",
        text: "Akkus, Filter, Bürsten und andere Verschleißteile sind von der Garantie nur gegen Herstellungsfehler abgedeckt, nicht gegen gewöhnliche Abnutzung. Nicht erfasst sind außerdem Schäden durch eine Verwendung entgegen der Bedienungsanleitung, durch Unfälle oder durch Eingriffe nicht autorisierter Dritter.",
      },
      {
        kind: "paragraph",
        text: "Für einen Garantiefall wenden Sie sich mit Ihrer Bestellnummer und einer kurzen Fehlerbeschreibung, gern mit Foto, an unseren Kundenservice (support@brisahome.example oder Kontaktformular).",
      },
      {
        kind: "paragraph",
        text: "Ihre gesetzlichen Gewährleistungsrechte stehen Ihnen unentgeltlich zu und werden durch die Garantie nicht eingeschränkt; Sie können sie unabhängig davon geltend machen, ob Sie die Garantie in Anspruch nehmen.",
      },
      { kind: "heading", text: "15. Erstattungen" },
      {
        kind: "paragraph",
        text: "Erstattungen leisten wir auf das ursprünglich verwendete Zahlungsmittel. Sobald der Zahlungsdienstleister die Erstattung bestätigt, zeigt Ihre Bestellung den Status „Erstattet“. Wann der Betrag bei Ihnen gutgeschrieben wird, hängt vom Zahlungsdienstleister ab. Ein eingelöster Gutschein wird bei einer Erstattung nicht zurückgegeben (siehe Abschnitt 6).",
      },
      { kind: "heading", text: "16. Produktbewertungen" },
      {
        kind: "paragraph",
        text: "Sie können Produkte bewerten, mit jeder E-Mail-Adresse einmal pro Produkt. Bewertungen können Kunden wie Besucher abgeben; wir prüfen nicht bei jeder Bewertung, ob der Verfasser das Produkt bei uns gekauft hat. Bewertungen müssen ehrlich sein, sich auf das Produkt beziehen und geltendes Recht beachten. Nicht erlaubt sind insbesondere:",
      },
      {
        kind: "list",
        items: [
          "beleidigende, diskriminierende, bedrohende oder sonst rechtswidrige Inhalte;",
          "gefälschte oder gekaufte Bewertungen, Werbung und Links zu anderen Angeboten;",
          "personenbezogene Daten anderer sowie Fotos, an denen Sie keine Rechte haben oder auf denen andere Personen erkennbar sind;",
          "Inhalte ohne Bezug zum Produkt, etwa Fragen zu einer Bestellung.",
        ],
      },
      {
        kind: "paragraph",
        text: "Wir können Bewertungen vor der Veröffentlichung prüfen und Bewertungen, die gegen diese Regeln verstoßen, zurückweisen oder entfernen, nicht aber deshalb, weil sie kritisch sind. Mit dem Absenden räumen Sie uns ein einfaches, unentgeltliches Recht ein, Ihre Bewertung samt Fotos und Spitznamen in unserem Shop und in der Brisa-Home-App anzuzeigen, bis die Bewertung gelöscht wird.",
      },
      { kind: "heading", text: "17. Haftung" },
      {
        kind: "paragraph",
        text: "Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz sowie im Umfang einer von uns übernommenen Garantie. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, also einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen, ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen. Dies gilt auch zugunsten unserer Erfüllungsgehilfen; Ihre Gewährleistungsrechte bleiben unberührt.",
      },
      { kind: "heading", text: "18. Anwendbares Recht und Gerichtsstand" },
      {
        kind: "paragraph",
        text: "Es gilt das Recht des Staates, in dem Brisa Home seinen Sitz hat, unter Ausschluss des UN-Kaufrechts. Als Verbraucher behalten Sie jedoch den Schutz der zwingenden Bestimmungen des Rechts des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben. Sie können uns auch vor den Gerichten an Ihrem Wohnsitz verklagen; Klagen gegen Verbraucher können nur dort erhoben werden.",
      },
      { kind: "heading", text: "19. Verbraucherschlichtung" },
      {
        kind: "paragraph",
        text: "Verbraucher in der EU können sich zur außergerichtlichen Beilegung von Streitigkeiten grundsätzlich an eine Stelle der alternativen Streitbeilegung wenden. Wir sind jedoch nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen, es sei denn, eine gesetzliche Vorschrift verpflichtet uns dazu. Bei Problemen hilft Ihnen zuerst unser Kundenservice.",
      },
      { kind: "heading", text: "20. Änderungen dieser AGB" },
      {
        kind: "paragraph",
        text: "Wir können diese AGB für die Zukunft ändern. Für jede Bestellung gilt die Fassung, die zum Zeitpunkt der Bestellung veröffentlicht war; Änderungen gelten nur für Bestellungen, die danach aufgegeben werden.",
      },
      {
        kind: "paragraph",
        text: "Sollte eine Bestimmung dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt; an die Stelle der unwirksamen Bestimmung treten die gesetzlichen Vorschriften.",
      },
    ],
  },
};
