import type { DemoLegalTexts } from "./legal-page.ts";

/** The privacy policy and terms of use in Italian (templates for the shop's own legal review). */
export const legalTextsIt: DemoLegalTexts = {
  privacy: {
    title: "Informativa sulla privacy",
    summary:
      "Come Brisa Home tratta i dati personali di chi visita il negozio online, crea un account, acquista, scrive recensioni o si iscrive alla newsletter, e quali diritti Le riconosce il Regolamento (UE) 2016/679 (GDPR).",
    blocks: [
      { kind: "heading", text: "1. Titolare del trattamento e contatti" },
      {
        kind: "paragraph",
        text: "Il titolare del trattamento dei dati personali raccolti tramite il negozio online Brisa Home, sul sito desktop, sul sito mobile e all’interno dell’app del marchio, è Brisa Home (di seguito «Brisa Home» o «noi»). La presente informativa è resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 («GDPR») e del Codice in materia di protezione dei dati personali (D.Lgs. 196/2003).",
      },
      {
        kind: "paragraph",
        text: "Per qualsiasi questione relativa alla protezione dei dati e per esercitare i Suoi diritti può scrivere a privacy@brisahome.example. Per domande su ordini, consegne, resi e prodotti è a Sua disposizione il servizio clienti all’indirizzo support@brisahome.example oppure tramite il modulo di contatto della pagina «Assistenza» del negozio.",
      },
      { kind: "heading", text: "2. Ambito di applicazione" },
      {
        kind: "paragraph",
        text: "La presente informativa riguarda il sito italiano del negozio, con prezzi in euro, in tutte le sue versioni: desktop, mobile e app. Brisa Home gestisce anche siti per altri Paesi, ciascuno con la propria informativa nella lingua del sito: le modalità di trattamento sono le stesse, ma i diritti e le autorità di controllo possono variare secondo la legge del Paese (ad esempio nel Regno Unito o negli Stati Uniti). La presente informativa non riguarda i siti di terzi raggiungibili tramite link né i trattamenti che i fornitori di servizi di pagamento svolgono come titolari autonomi, per i quali valgono le rispettive informative.",
      },
      { kind: "heading", text: "3. Quali dati trattiamo" },
      {
        kind: "paragraph",
        text: "Trattiamo soltanto i dati necessari al funzionamento del negozio e ai servizi che Lei sceglie di utilizzare:",
      },
      {
        kind: "list",
        items: [
          "Account: indirizzo e-mail, nickname e password. La password non viene mai conservata in chiaro, ma solo come hash con salt, dal quale non è possibile ricostruirla. Per la registrazione e per ogni cambio dell’indirizzo e-mail inviamo un codice di verifica di 6 cifre.",
          "Rubrica degli indirizzi: nome, indirizzo, numero di telefono, indirizzo e-mail e, facoltativamente, il nome dell’azienda.",
          "Carrello: gli articoli aggiunti e le relative quantità.",
          "Ordini: articoli acquistati, prezzi, sconti e coupon applicati, IVA, spese di spedizione, metodo di pagamento scelto, indirizzo di consegna, eventuali note per la consegna, cronologia degli stati dell’ordine, corriere e numero di tracciamento.",
          "Recensioni: valutazione, testo e fino a 3 foto; accanto alla recensione viene mostrato pubblicamente il Suo nickname.",
          "Avvisi di disponibilità: indirizzo e-mail e articolo per il quale desidera essere avvisato quando torna disponibile.",
          "Newsletter: indirizzo e-mail, sito di iscrizione, data, ora e indirizzo IP dell’iscrizione e della conferma.",
          "Richieste di assistenza: nome, indirizzo e-mail, modello del prodotto, messaggio ed eventuale foto allegata.",
          "Coupon: i coupon presenti nel Suo portafoglio «I miei coupon» e il loro utilizzo.",
          "Dati tecnici: indirizzo IP, user agent del browser e identificativi delle richieste registrati nei log del server. L’indirizzo IP è usato anche per limitare il numero di richieste e prevenire abusi.",
        ],
      },
      {
        kind: "paragraph",
        text: "Non trattiamo i dati delle carte di pagamento: il numero della carta e il codice di sicurezza vengono inseriti esclusivamente nella pagina del fornitore di pagamento e non raggiungono mai i nostri sistemi. Non chiediamo categorie particolari di dati (ad esempio dati sulla salute) e La preghiamo di non inserirle nei messaggi o nelle recensioni.",
      },
      { kind: "heading", text: "4. Finalità e basi giuridiche" },
      {
        kind: "paragraph",
        text: "Trattiamo i Suoi dati per le seguenti finalità, ciascuna fondata su una base giuridica prevista dall’articolo 6 del GDPR:",
      },
      {
        kind: "list",
        items: [
          "Esecuzione del contratto e di misure precontrattuali (art. 6, par. 1, lett. b): creazione e gestione dell’account, carrello, conclusione ed esecuzione degli ordini, pagamento, spedizione e consegna, recesso, resi, garanzia, assistenza clienti, gestione dei coupon, delle recensioni e degli avvisi di disponibilità da Lei richiesti.",
          "Adempimento di obblighi di legge (lett. c): conservazione delle fatture e delle scritture contabili richiesta dalla normativa fiscale e civilistica, gestione della garanzia legale, riscontro alle richieste delle autorità.",
          "Legittimo interesse (lett. f): sicurezza del negozio e dei sistemi, prevenzione di frodi e abusi, limitazione del numero di richieste per indirizzo IP, moderazione delle recensioni, miglioramento del negozio sulla base dei dati tecnici e delle richieste di assistenza, accertamento, esercizio o difesa di diritti. Riteniamo che questi interessi non prevalgano sui Suoi diritti, anche perché non svolgiamo profilazione né tracciamento a fini pubblicitari.",
          "Consenso (lett. a): invio della newsletter. Può revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento effettuato prima della revoca.",
        ],
      },
      {
        kind: "paragraph",
        text: "I dati indicati come obbligatori nei moduli sono necessari per registrarsi e acquistare: senza di essi non possiamo concludere né eseguire il contratto. Gli altri dati sono facoltativi. Non adottiamo decisioni basate unicamente su un trattamento automatizzato che producano effetti giuridici nei Suoi confronti o incidano in modo analogo significativamente sulla Sua persona.",
      },
      { kind: "heading", text: "5. Account e sessioni" },
      {
        kind: "paragraph",
        text: "Per creare un account inserisce il Suo indirizzo e-mail, riceve un codice di verifica di 6 cifre e sceglie una password. Le registrazioni non verificate e i codici scaduti vengono cancellati automaticamente. Con l’accesso creiamo una sessione che mantiene attivo il collegamento al Suo account: la sessione termina dopo 30 giorni di inutilizzo e in ogni caso dopo 90 giorni; in seguito è necessario accedere di nuovo.",
      },
      {
        kind: "paragraph",
        text: "Nella pagina «Il mio account» può modificare il nickname e gli indirizzi, cambiare l’indirizzo e-mail (il nuovo indirizzo viene verificato di nuovo con un codice) e uscire. Per cancellare l’account può scrivere a privacy@brisahome.example o al servizio clienti.",
      },
      { kind: "heading", text: "6. Pagamenti" },
      {
        kind: "paragraph",
        text: "Il negozio accetta carte di pagamento, PayPal, Google Pay, Apple Pay e Klarna. I pagamenti sono elaborati dai rispettivi fornitori, ad esempio Stripe per le carte e i portafogli digitali, PayPal e Klarna. Dopo il clic su «Ordina e paga» si apre la pagina del fornitore, dove inserisce i dati di pagamento; noi riceviamo soltanto le informazioni necessarie per collegare il pagamento all’ordine, come l’esito e l’identificativo della transazione.",
      },
      {
        kind: "paragraph",
        text: "I fornitori di pagamento trattano i dati anche come titolari autonomi, ad esempio per la prevenzione delle frodi e per gli obblighi antiriciclaggio, secondo le proprie informative. Con Klarna la conferma del pagamento può richiedere qualche istante; nel frattempo l’ordine risulta «In attesa».",
      },
      { kind: "heading", text: "7. Destinatari dei dati" },
      {
        kind: "paragraph",
        text: "Comunichiamo i dati solo a chi ne ha bisogno per fornire il servizio:",
      },
      {
        kind: "list",
        items: [
          "fornitori di servizi di pagamento (ad esempio Stripe, PayPal, Klarna), per elaborare pagamenti e rimborsi;",
          "corrieri e servizi postali (ad esempio DHL, UPS o il servizio postale nazionale), che ricevono nome, indirizzo di consegna e numero di telefono per consegnare la merce e, se necessario, contattarLa;",
          "il servizio di invio delle e-mail, per recapitare codici di verifica, conferme d’ordine, avvisi di disponibilità, risposte dell’assistenza e newsletter;",
          "il fornitore di hosting, che ospita il negozio e le relative banche dati.",
        ],
      },
      {
        kind: "paragraph",
        text: "I fornitori che trattano dati per nostro conto sono vincolati da un contratto ai sensi dell’articolo 28 del GDPR e possono utilizzarli solo secondo le nostre istruzioni. Comunichiamo dati alle autorità pubbliche soltanto quando la legge lo impone. Non vendiamo i Suoi dati personali, non li condividiamo con terzi per pubblicità comportamentale e non utilizziamo tracker pubblicitari o di analisi né cookie di terze parti. Le recensioni, con il relativo nickname, sono visibili pubblicamente nel negozio.",
      },
      { kind: "heading", text: "8. Trasferimenti di dati al di fuori dell’UE" },
      {
        kind: "paragraph",
        text: "Alcuni fornitori possono trattare i dati al di fuori dell’Unione europea e dello Spazio economico europeo. In tal caso il trasferimento avviene solo verso Paesi per i quali la Commissione europea ha adottato una decisione di adeguatezza oppure sulla base delle clausole contrattuali tipo approvate dalla Commissione, integrate se necessario da misure supplementari. Può chiedere informazioni sulle garanzie adottate scrivendo a privacy@brisahome.example.",
      },
      { kind: "heading", text: "9. Cookie e memoria del browser" },
      {
        kind: "paragraph",
        text: "Il negozio utilizza esclusivamente cookie tecnici, strettamente necessari o di preferenza, per i quali non è richiesto il consenso ai sensi dell’articolo 122 del Codice in materia di protezione dei dati personali e delle linee guida del Garante sui cookie; per questo non viene mostrato alcun banner. I cookie utilizzati sono:",
      },
      {
        kind: "list",
        items: [
          "«session»: mantiene l’accesso al Suo account; è un cookie HttpOnly, non leggibile dagli script della pagina, e scade dopo 30 giorni di inutilizzo, in ogni caso dopo 90 giorni, oppure quando esce dall’account;",
          "«site»: ricorda il sito regionale e la lingua che ha scelto; durata 1 anno;",
          "«device»: viene impostato solo se sceglie espressamente la visualizzazione desktop o mobile e ricorda tale scelta.",
        ],
      },
      {
        kind: "paragraph",
        text: "Non utilizziamo cookie di profilazione, di analisi o di terze parti, e la memoria del browser (ad esempio il local storage) non conserva nulla a fini di tracciamento. Può cancellare o bloccare i cookie dalle impostazioni del browser; senza il cookie «session», però, non è possibile restare collegati all’account.",
      },
      { kind: "heading", text: "10. Newsletter" },
      {
        kind: "paragraph",
        text: "L’iscrizione alla newsletter avviene con doppia conferma (double opt-in): dopo aver inserito l’indirizzo e-mail riceve un messaggio con un link di conferma e solo dopo la conferma Le inviamo la newsletter. Per poter dimostrare il consenso registriamo il sito, la data, l’ora e l’indirizzo IP dell’iscrizione e della conferma. Con la conferma riceve un coupon di benvenuto di 10 €, valido 90 giorni.",
      },
      {
        kind: "paragraph",
        text: "Ogni e-mail della newsletter contiene un link di disiscrizione che funziona senza accedere all’account; può revocare il consenso anche scrivendo a privacy@brisahome.example. Il coupon già emesso resta valido anche dopo la disiscrizione.",
      },
      { kind: "heading", text: "11. Periodi di conservazione" },
      {
        kind: "list",
        items: [
          "Dati dell’account e rubrica degli indirizzi: fino alla cancellazione dell’account, che può richiedere in qualsiasi momento a privacy@brisahome.example o al servizio clienti.",
          "Ordini, fatture e documentazione contabile: per il periodo imposto dalla normativa civilistica e fiscale, in Italia di regola 10 anni (art. 2220 del Codice civile), anche dopo la cancellazione dell’account; in questo periodo i dati sono utilizzati solo per adempiere a tali obblighi.",
          "Newsletter: fino alla disiscrizione; la prova del consenso è conservata per il tempo necessario a dimostrarlo.",
          "Richieste di assistenza: 2 anni dalla chiusura del caso.",
          "Log del server: 30 giorni.",
          "Registrazioni non verificate e codici di verifica scaduti: cancellati automaticamente.",
          "Altri dati, come recensioni, avvisi di disponibilità e coupon: finché servono allo scopo per cui sono stati raccolti e comunque non oltre la cancellazione dell’account, salvo obblighi di legge.",
        ],
      },
      { kind: "heading", text: "12. Sicurezza" },
      {
        kind: "paragraph",
        text: "Adottiamo misure tecniche e organizzative adeguate per proteggere i dati, tra cui connessioni cifrate, password conservate solo come hash con salt, cookie di sessione HttpOnly, accesso ai dati riservato al personale autorizzato e limiti al numero di richieste contro i tentativi di accesso abusivo. In caso di violazione dei dati personali che comporti un rischio per i Suoi diritti, informeremo il Garante e, quando previsto, anche Lei, secondo gli articoli 33 e 34 del GDPR.",
      },
      { kind: "heading", text: "13. I Suoi diritti" },
      {
        kind: "paragraph",
        text: "Ai sensi degli articoli da 15 a 22 del GDPR Lei ha diritto di:",
      },
      {
        kind: "list",
        items: [
          "accesso: ottenere conferma che sia in corso un trattamento dei Suoi dati e riceverne copia;",
          "rettifica: correggere dati inesatti o incompleti (molti dati può modificarli direttamente nel Suo account);",
          "cancellazione («diritto all’oblio»), salvo che la conservazione sia imposta dalla legge;",
          "limitazione del trattamento;",
          "portabilità: ricevere i dati che ci ha fornito in un formato strutturato, di uso comune e leggibile da dispositivo automatico, e trasmetterli a un altro titolare;",
          "opposizione al trattamento basato sul legittimo interesse, per motivi connessi alla Sua situazione particolare;",
          "revoca del consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento precedente;",
          "reclamo a un’autorità di controllo.",
        ],
      },
      {
        kind: "paragraph",
        text: "Per esercitare i Suoi diritti scriva a privacy@brisahome.example. Rispondiamo senza ingiustificato ritardo e comunque entro un mese dal ricevimento della richiesta; nei casi complessi il termine può essere prorogato di due mesi, e in tal caso La informeremo. Per proteggere i Suoi dati potremmo chiederLe di confermare la Sua identità, ad esempio scrivendoci dall’indirizzo e-mail dell’account. L’esercizio dei diritti è gratuito.",
      },
      {
        kind: "paragraph",
        text: "Se ritiene che il trattamento dei Suoi dati violi il GDPR, può proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it) oppure all’autorità di controllo dello Stato membro dell’UE in cui risiede abitualmente, lavora o si è verificata la presunta violazione. Saremo comunque lieti di chiarire prima ogni questione direttamente con Lei.",
      },
      { kind: "heading", text: "14. Minori" },
      {
        kind: "paragraph",
        text: "Il negozio non è rivolto ai minori di 16 anni e non raccogliamo consapevolmente i loro dati. Per effettuare acquisti occorre essere maggiorenni. Se ritiene che un minore ci abbia fornito dati personali, ci scriva a privacy@brisahome.example: provvederemo a cancellarli.",
      },
      { kind: "heading", text: "15. Modifiche alla presente informativa" },
      {
        kind: "paragraph",
        text: "Possiamo aggiornare la presente informativa, ad esempio quando introduciamo nuove funzioni o cambia la normativa. La versione in vigore è sempre pubblicata su questa pagina con la data dell’ultimo aggiornamento; in caso di modifiche sostanziali La informeremo anche con un avviso nel negozio o via e-mail.",
      },
    ],
  },
  terms: {
    title: "Condizioni generali di vendita e d’uso",
    summary:
      "Le condizioni che regolano l’uso del negozio online Brisa Home e gli acquisti sul sito italiano: ordini, pagamenti, spedizione, diritto di recesso, garanzie e risoluzione delle controversie.",
    blocks: [
      { kind: "heading", text: "1. Ambito di applicazione e venditore" },
      {
        kind: "paragraph",
        text: "Le presenti condizioni regolano l’uso del negozio online Brisa Home sul sito italiano (desktop, mobile e app) e i contratti di vendita conclusi tramite esso tra Brisa Home (il «Venditore») e Lei. Il negozio vende robot aspirapolvere, aspirapolvere senza fili e per solidi e liquidi, friggitrici ad aria e i relativi accessori e ricambi.",
      },
      {
        kind: "paragraph",
        text: "Il negozio si rivolge ai consumatori ai sensi dell’art. 3 del Codice del Consumo (D.Lgs. 206/2005). Per acquistare occorre avere almeno 18 anni. Chi acquista per scopi professionali non beneficia delle disposizioni riservate ai consumatori, salvo diversa previsione di legge.",
      },
      {
        kind: "paragraph",
        text: "Contatti: support@brisahome.example oppure il modulo di contatto della pagina «Assistenza». Il contratto è concluso in lingua italiana.",
      },
      { kind: "heading", text: "2. Account cliente" },
      {
        kind: "paragraph",
        text: "Per ordinare è necessario un account Brisa Home, che si crea con un indirizzo e-mail, il codice di verifica di 6 cifre inviato a tale indirizzo e una password. Le registrazioni non verificate vengono cancellate automaticamente. La sessione termina dopo 30 giorni di inutilizzo e comunque dopo 90 giorni.",
      },
      {
        kind: "paragraph",
        text: "Nella pagina «Il mio account» può modificare nickname e indirizzi, cambiare l’indirizzo e-mail (con nuova verifica) e uscire. La preghiamo di fornire dati veritieri, custodire la password e segnalarci subito ogni uso non autorizzato. Può chiedere in qualsiasi momento la cancellazione dell’account; gli ordini già conclusi restano regolati dalle presenti condizioni.",
      },
      { kind: "heading", text: "3. Prodotti, prezzi e offerte" },
      {
        kind: "paragraph",
        text: "Le caratteristiche essenziali dei prodotti sono indicate nelle rispettive pagine. I prezzi sono in euro e comprendono l’IVA; le eventuali spese di spedizione sono indicate separatamente nel checkout. Si applica il prezzo indicato al momento dell’ordine.",
      },
      {
        kind: "paragraph",
        text: "Le offerte lampo hanno un inizio e una fine indicati nella pagina dell’offerta. Un errore di prezzo evidente può essere corretto prima della conferma dell’ordine, cioè prima della conclusione del contratto; in tal caso La informiamo e Lei può acquistare al prezzo corretto o rinunciare, con rimborso integrale di quanto eventualmente già versato.",
      },
      { kind: "heading", text: "4. Ordine e conclusione del contratto" },
      { kind: "paragraph", text: "L’ordine si effettua in questi passaggi:" },
      {
        kind: "list",
        items: [
          "aggiunge i prodotti desiderati al carrello;",
          "nel checkout indica l’indirizzo di consegna, inserisce l’eventuale codice coupon, sceglie il metodo di pagamento e, se lo desidera, aggiunge note per la consegna;",
          "prima dell’invio controlla il riepilogo con prezzi, sconti, IVA e spese di spedizione e può correggere i dati;",
          "con il clic sul pulsante «Ordina e paga» invia un ordine che implica l’obbligo di pagamento e si apre la pagina di pagamento del fornitore.",
        ],
      },
      {
        kind: "paragraph",
        text: "Il contratto di vendita si conclude quando il pagamento è confermato: l’ordine passa allo stato «In lavorazione» e Le inviamo via e-mail la conferma d’ordine con il riepilogo del contratto. Un ordine interamente coperto da un coupon non richiede pagamento e si conclude con il clic su «Effettua l’ordine».",
      },
      {
        kind: "paragraph",
        text: "L’ordine va pagato entro 30 minuti dall’invio; altrimenti viene annullato automaticamente senza addebiti e gli articoli tornano disponibili. Finché l’ordine è «Da pagare», può ripetere il pagamento o annullarlo. Un pagamento giunto dopo la scadenza viene rimborsato.",
      },
      { kind: "heading", text: "5. Pagamento" },
      {
        kind: "paragraph",
        text: "Può pagare con carta, PayPal, Google Pay, Apple Pay o Klarna. I pagamenti sono elaborati dai fornitori (ad esempio Stripe per carte e portafogli digitali, PayPal e Klarna); i dati della carta vengono inseriti solo nella pagina del fornitore e Brisa Home non li riceve né li conserva. L’importo è addebitato in euro. Con Klarna la conferma può richiedere qualche istante; nel frattempo l’ordine risulta «In attesa».",
      },
      { kind: "heading", text: "6. Stati dell’ordine" },
      {
        kind: "paragraph",
        text: "Gli stati dell’ordine sono:",
      },
      {
        kind: "list",
        items: [
          "«Da pagare»: ordine inviato, in attesa di pagamento entro 30 minuti;",
          "«In attesa»: pagamento in attesa di conferma del fornitore;",
          "«In lavorazione»: pagamento confermato, spedizione in preparazione;",
          "«Spedito»: pacco affidato al corriere, con numero di tracciamento nel dettaglio dell’ordine;",
          "«Annullato»: ordine annullato, ad esempio per mancato pagamento o su Sua richiesta;",
          "«Rimborsato»: rimborso confermato dal fornitore di pagamento.",
        ],
      },
      { kind: "heading", text: "7. Coupon" },
      {
        kind: "paragraph",
        text: "Si può usare un solo coupon per ordine. Ogni coupon indica un importo o una percentuale di sconto, l’ambito (un prodotto, alcuni tipi di prodotto, tutti i prodotti esclusi gli accessori oppure tutto), un eventuale importo minimo e un periodo di validità. I Suoi coupon sono in «I miei coupon».",
      },
      {
        kind: "paragraph",
        text: "I coupon non hanno valore monetario e non sono convertibili né scambiabili. Se l’ordine viene annullato o scade senza pagamento, il coupon torna nel portafoglio, se ancora valido; in caso di rimborso non viene restituito e si rimborsa l’importo effettivamente pagato.",
      },
      { kind: "heading", text: "8. Spedizione e consegna" },
      {
        kind: "paragraph",
        text: "La spedizione degli apparecchi principali è gratuita; per gli accessori possono essere previste spese di spedizione, indicate nel checkout. La merce viene spedita entro 2–5 giorni lavorativi dalla conferma del pagamento, più i tempi del corriere, e comunque consegnata entro 30 giorni dalla conclusione del contratto. Consegniamo solo nei Paesi serviti dal sito italiano.",
      },
      {
        kind: "paragraph",
        text: "Il rischio di perdita o danneggiamento passa a Lei quando Lei, o un terzo da Lei designato diverso dal vettore, entra materialmente in possesso dei beni (art. 63 del Codice del Consumo).",
      },
      { kind: "heading", text: "9. Diritto di recesso" },
      {
        kind: "paragraph",
        text: "Se è un consumatore, ha il diritto di recedere dal contratto entro 14 giorni senza indicarne le ragioni e senza penalità (articoli 52 e seguenti del Codice del Consumo). Il periodo di recesso scade dopo 14 giorni dal giorno in cui Lei, o un terzo da Lei designato diverso dal vettore, acquisisce il possesso fisico dei beni; se ha ordinato più beni consegnati separatamente, il termine decorre dal giorno in cui acquisisce il possesso fisico dell’ultimo bene.",
      },
      {
        kind: "paragraph",
        text: "Per esercitarlo deve informarci della Sua decisione con una dichiarazione esplicita, via e-mail a support@brisahome.example o tramite il modulo di contatto della pagina «Assistenza», indicando possibilmente il numero d’ordine. Può usare il modulo di recesso tipo al punto 20, che Le inviamo anche su richiesta, ma non è obbligatorio. Basta inviare la comunicazione prima della scadenza del termine.",
      },
      {
        kind: "paragraph",
        text: "In caso di recesso Le rimborsiamo tutti i pagamenti ricevuti, comprese le spese di consegna standard, senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della Sua decisione di recedere. Il rimborso avviene con lo stesso mezzo di pagamento utilizzato per l’ordine, salvo che Lei abbia espressamente convenuto altrimenti, e non comporta alcun costo per Lei. Possiamo sospendere il rimborso finché non abbiamo ricevuto i beni o finché Lei non abbia dimostrato di averli rispediti, se precedente.",
      },
      {
        kind: "paragraph",
        text: "I beni vanno restituiti senza indebito ritardo e comunque entro 14 giorni dal giorno in cui ci ha comunicato il recesso; Le indicheremo l’indirizzo e le modalità di rispedizione. Per gli apparecchi principali il costo diretto della restituzione è a carico di Brisa Home; per accessori e ricambi il costo diretto della restituzione è a Suo carico.",
      },
      {
        kind: "paragraph",
        text: "Lei è responsabile soltanto della diminuzione del valore dei beni risultante da una manipolazione diversa da quella necessaria per stabilirne la natura, le caratteristiche e il funzionamento. Può esaminare l’apparecchio come farebbe in un negozio fisico.",
      },
      {
        kind: "paragraph",
        text: "Ai sensi dell’articolo 59, comma 1, lettera e), del Codice del Consumo, il diritto di recesso è escluso per i beni sigillati che non si prestano a essere restituiti per motivi igienici o connessi alla protezione della salute e che sono stati aperti dopo la consegna, ad esempio sacchetti filtro e altri materiali di consumo in confezione sigillata.",
      },
      { kind: "heading", text: "10. Reso o sostituzione entro 7 giorni" },
      {
        kind: "paragraph",
        text: "Brisa Home offre inoltre un impegno commerciale: entro 7 giorni dalla consegna può chiedere il reso o la sostituzione di un prodotto per qualsiasi motivo, scrivendo al servizio clienti con il numero d’ordine; per gli apparecchi principali è gratuito.",
      },
      {
        kind: "paragraph",
        text: "Questo impegno si aggiunge ai diritti di legge e non li limita in alcun modo: il diritto di recesso di 14 giorni e la garanzia legale restano pienamente validi.",
      },
      { kind: "heading", text: "11. Garanzia legale di conformità" },
      {
        kind: "paragraph",
        text: "A tutti i prodotti venduti ai consumatori si applica la garanzia legale di conformità prevista dagli articoli 128 e seguenti del Codice del Consumo. Brisa Home, in qualità di venditore, risponde dei difetti di conformità esistenti al momento della consegna che si manifestano entro 2 anni dalla consegna. Salvo prova contraria, si presume che i difetti manifestatisi entro un anno dalla consegna esistessero già a tale data.",
      },
      {
        kind: "paragraph",
        text: "Può chiedere anzitutto, senza spese, la riparazione o la sostituzione; se ciò non è possibile o non avviene entro un periodo ragionevole, può ottenere una riduzione del prezzo o la risoluzione del contratto, alle condizioni di legge. Il difetto va denunciato entro due mesi dalla scoperta; l’azione si prescrive in ventisei mesi dalla consegna. Per far valere la garanzia scriva al servizio clienti indicando il numero d’ordine e descrivendo il difetto.",
      },
      { kind: "heading", text: "12. Garanzia convenzionale di 1 anno" },
      {
        kind: "paragraph",
        text: "In aggiunta alla garanzia legale, Brisa Home offre una garanzia convenzionale di 1 anno dalla consegna sul corpo principale di ogni apparecchio acquistato nel negozio. Se in questo periodo il corpo principale presenta un difetto, Brisa Home provvede gratuitamente alla riparazione o alla sostituzione. Batterie, filtri, spazzole e altre parti soggette a usura sono coperti solo contro i difetti di fabbricazione, non contro la normale usura.",
      },
      {
        kind: "paragraph",
        text: "Per usufruirne scriva al servizio clienti (support@brisahome.example o pagina «Assistenza») indicando il numero d’ordine e descrivendo il problema, se possibile con una foto. La garanzia convenzionale non pregiudica i diritti derivanti dalla garanzia legale di conformità, i cui rimedi Le spettano gratuitamente nei confronti del venditore e restano in ogni caso invariati.",
      },
      { kind: "heading", text: "13. Rimborsi" },
      {
        kind: "paragraph",
        text: "I rimborsi vengono eseguiti sul metodo di pagamento originale; quando il fornitore li conferma, l’ordine risulta «Rimborsato». I tempi di accredito dipendono dal fornitore e dalla banca.",
      },
      { kind: "heading", text: "14. Recensioni" },
      {
        kind: "paragraph",
        text: "I clienti possono recensire i prodotti con una valutazione, un testo e fino a 3 foto; la recensione viene pubblicata con il Suo nickname. Le recensioni devono essere sincere, lecite e riguardare il prodotto: non sono ammessi contenuti offensivi o pubblicitari né dati personali di terzi. Brisa Home può moderare o rimuovere le recensioni che non rispettano queste regole.",
      },
      {
        kind: "paragraph",
        text: "Pubblicando una recensione concede a Brisa Home una licenza non esclusiva e gratuita per mostrarla, con foto e nickname, nel negozio e nell’app; deve avere i diritti sulle foto caricate.",
      },
      { kind: "heading", text: "15. Uso del negozio" },
      {
        kind: "paragraph",
        text: "Non è consentito usare il negozio in modo abusivo, ad esempio con accessi automatizzati massivi, aggirando le misure di sicurezza o i limiti di richieste, o con ordini fittizi. In caso di abuso Brisa Home può limitare l’accesso o sospendere l’account, fermi restando i Suoi diritti di consumatore.",
      },
      { kind: "heading", text: "16. Responsabilità" },
      {
        kind: "paragraph",
        text: "Brisa Home risponde senza limitazioni in caso di dolo o colpa grave, per i danni alla vita, all’integrità fisica o alla salute, ai sensi della disciplina sulla responsabilità per danno da prodotti difettosi (articoli 114 e seguenti del Codice del Consumo) e in tutti gli altri casi in cui la legge non consente limitazioni (art. 1229 del Codice civile). La responsabilità per la violazione degli obblighi essenziali del contratto non è limitata oltre quanto previsto dalla legge.",
      },
      {
        kind: "paragraph",
        text: "Negli altri casi risponde dei danni immediati e diretti prevedibili al momento della conclusione del contratto (articoli 1223 e 1225 del Codice civile). Nessuna disposizione delle presenti condizioni esclude o limita i diritti che il Codice del Consumo riconosce ai consumatori, in particolare la garanzia legale di conformità.",
      },
      { kind: "heading", text: "17. Legge applicabile e foro competente" },
      {
        kind: "paragraph",
        text: "Il contratto è regolato dalla legge del Paese in cui ha sede Brisa Home. Se è un consumatore, questa scelta non La priva della protezione delle norme inderogabili del Paese in cui risiede abitualmente (art. 6 del Regolamento (CE) n. 593/2008); per i residenti in Italia restano ferme tutte le tutele del Codice del Consumo.",
      },
      {
        kind: "paragraph",
        text: "Per le controversie con i consumatori residenti in Italia è competente in via inderogabile il giudice del luogo di residenza o di domicilio del consumatore (art. 66-bis del Codice del Consumo). I consumatori residenti in un altro Stato dell’UE possono agire davanti ai giudici del proprio Stato, e Brisa Home può convenirli soltanto davanti a tali giudici (Regolamento (UE) n. 1215/2012).",
      },
      { kind: "heading", text: "18. Reclami e risoluzione alternativa delle controversie" },
      {
        kind: "paragraph",
        text: "Per qualsiasi reclamo si rivolga innanzitutto al servizio clienti (support@brisahome.example o pagina «Assistenza»).",
      },
      {
        kind: "paragraph",
        text: "I consumatori possono rivolgersi agli organismi di risoluzione alternativa delle controversie (ADR) iscritti negli elenchi previsti dal Codice del Consumo; per le controversie transfrontaliere nell’UE può assisterLa anche il Centro Europeo Consumatori. Brisa Home non è obbligata né disposta a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo ADR per i consumatori, salvo che la legge del Paese del consumatore lo imponga. Resta sempre salvo il diritto di rivolgersi al giudice competente.",
      },
      { kind: "heading", text: "19. Modifiche delle condizioni" },
      {
        kind: "paragraph",
        text: "Brisa Home può modificare le presenti condizioni, ad esempio per nuove funzioni o cambiamenti normativi. Le modifiche valgono solo per gli ordini effettuati dopo la loro pubblicazione: a ciascun ordine si applica la versione in vigore al momento dell’ordine, che Le consigliamo di salvare o stampare.",
      },
      { kind: "heading", text: "20. Modulo di recesso tipo" },
      {
        kind: "paragraph",
        text: "Compili e restituisca il presente modulo solo se desidera recedere dal contratto.",
      },
      {
        kind: "list",
        items: [
          "Destinatario: Brisa Home, support@brisahome.example",
          "Con la presente io/noi (*) notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni:",
          "Ordinato il (*) / ricevuto il (*):",
          "Numero d’ordine:",
          "Nome del/dei consumatore/i:",
          "Indirizzo del/dei consumatore/i:",
          "Firma del/dei consumatore/i (solo se il presente modulo è inviato in versione cartacea):",
          "Data:",
        ],
      },
      { kind: "paragraph", text: "(*) Cancellare la dicitura inutile." },
    ],
  },
};
