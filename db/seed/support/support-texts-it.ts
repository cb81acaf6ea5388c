import type { DemoSupportTexts } from "./support-texts.ts";

/** The support centre's demo texts in Italian. */
export const supportTextsIt: DemoSupportTexts = {
  faqs: {
    "order-change-after-placing": {
      question: "Posso modificare o annullare un ordine dopo averlo effettuato?",
      answer: [
        "Finché l’ordine risulta «Da pagare», può annullarlo da solo: apra «I miei ordini», selezioni l’ordine e scelga «Annulla ordine». Gli articoli tornano in vendita e non viene addebitato nulla; se desidera un altro modello o un altro colore, effettui poi un nuovo ordine.",
        "Se ha già pagato e l’ordine è «In lavorazione», ci scriva il prima possibile dal modulo della pagina «Commenti» del centro assistenza o a support@brisahome.example, indicando il numero d’ordine. Se il pacco non è ancora partito, possiamo annullare l’ordine con il rimborso completo oppure correggere l’indirizzo di consegna.",
        "Se l’ordine risulta già «Spedito», non è più possibile fermarlo: lo riceva e, se non Le serve più, utilizzi il reso o la sostituzione entro 7 giorni dalla consegna.",
      ],
    },
    "order-payment-time": {
      question: "Quanto tempo ho per pagare un ordine?",
      answer: [
        "Dopo aver confermato l’ordine ha 30 minuti per completare il pagamento. In questo intervallo gli articoli restano riservati per Lei e la pagina dell’ordine mostra il tempo rimanente.",
        "Se il pagamento non va a buon fine o chiude la finestra per errore, può riprovare dalla pagina dell’ordine in «I miei ordini» con «Paga ora», anche scegliendo un altro metodo di pagamento.",
        "Trascorsi i 30 minuti senza pagamento, l’ordine viene annullato automaticamente, gli articoli tornano disponibili e non viene addebitato nulla. Se il prodotto Le interessa ancora, basta effettuare un nuovo ordine.",
      ],
    },
    "order-payment-methods": {
      question: "Quali metodi di pagamento accettate?",
      answer: [
        "Accettiamo carte di credito e di debito, PayPal, Google Pay, Apple Pay e Klarna. Il metodo si sceglie al momento del pagamento; Google Pay e Apple Pay compaiono solo sui dispositivi e sui browser che li supportano. Per i pagamenti con carta la Sua banca può chiedere una conferma nella propria app o via SMS.",
        "Con Klarna l’approvazione arriva pochi istanti dopo il pagamento: per un breve momento l’ordine può risultare «In attesa». Non occorre pagare di nuovo, lo stato si aggiorna da solo non appena Klarna conferma.",
      ],
    },
    "order-coupon-use": {
      question: "Come si usa un coupon?",
      answer: [
        "Al momento del pagamento inserisca il codice nel campo «Codice coupon» oppure lo scelga tra quelli salvati nel Suo account. Per ogni ordine si può usare un solo coupon; lo sconto compare nel riepilogo prima di pagare.",
        "In «I miei coupon» trova per ciascun coupon i prodotti a cui si applica, l’eventuale importo minimo di spesa e il periodo di validità. Se un codice non viene accettato, controlli questi tre punti e verifichi che il coupon sia stato emesso per il negozio italiano.",
        "Se un ordine non pagato viene annullato, da Lei o allo scadere dei 30 minuti, il coupon torna disponibile in «I miei coupon» e può usarlo di nuovo.",
      ],
    },
    "shipping-time": {
      question: "Quanto tempo richiede la consegna?",
      answer: [
        "Gli ordini pagati vengono spediti entro 2–5 giorni lavorativi. Quando il pacco parte, Le inviamo un’e-mail con il numero di tracciamento del corriere, a cui si aggiungono i tempi di trasporto.",
        "Lo stato aggiornato è sempre visibile nella pagina dell’ordine in «I miei ordini»: «In lavorazione» mentre lo prepariamo, «Spedito» quando è stato affidato al corriere.",
      ],
    },
    "shipping-cost": {
      question: "Quanto costa la spedizione?",
      answer: [
        "La spedizione è gratuita per tutti gli apparecchi: robot aspirapolvere, aspirapolvere senza filo, aspirapolvere lavapavimenti e friggitrici ad aria.",
        "Per gli ordini che contengono solo accessori o ricambi può essere applicato un piccolo costo di spedizione, sempre indicato al momento del pagamento, prima della conferma. Se nello stesso ordine c’è anche un apparecchio, la spedizione resta gratuita.",
      ],
    },
    "shipping-countries": {
      question: "In quali paesi consegnate?",
      answer: [
        "Ogni sito regionale di Brisa Home consegna all’interno del proprio paese, con prezzi, valuta e condizioni locali. Questo sito consegna in Italia.",
        "Se desidera ricevere un prodotto in un altro paese, scelga il sito di quel paese con il selettore del paese e ordini da lì. I coupon valgono solo sul sito per cui sono stati emessi.",
      ],
    },
    "returns-seven-days": {
      question: "Posso restituire un prodotto se non mi convince?",
      answer: [
        "Sì. Entro 7 giorni dalla consegna può restituire o far sostituire qualsiasi prodotto, per qualsiasi motivo. Per gli apparecchi il reso e la sostituzione sono gratuiti: l’etichetta di spedizione la forniamo noi.",
        "Questa possibilità si aggiunge al diritto di recesso di 14 giorni previsto dalla legge nell’Unione europea e nel Regno Unito, che resta sempre valido: anche dopo i primi 7 giorni può recedere dall’acquisto entro 14 giorni dalla consegna, senza indicarne il motivo.",
        "Per un reso senza intoppi conservi la confezione originale e tutti gli accessori finché non ha deciso se tenere il prodotto.",
      ],
    },
    "returns-how": {
      question: "Come faccio a restituire un prodotto?",
      answer: [
        "Ci scriva dal modulo della pagina «Commenti» del centro assistenza o a support@brisahome.example, indicando il numero d’ordine, il prodotto da restituire e se preferisce il rimborso o la sostituzione. Le rispondiamo con le istruzioni e un’etichetta di reso.",
        "Prima di imballarlo, svuoti contenitori, serbatoi e cestelli e lasci asciugare le parti lavate. Imballi il prodotto con tutti gli accessori e i manuali, se possibile nella confezione originale, applichi l’etichetta e consegni il pacco al corriere indicato.",
        "Appena il reso arriva al nostro magazzino e viene controllato, rimborsiamo l’importo sul metodo di pagamento originale oppure spediamo il prodotto sostitutivo.",
      ],
    },
    "returns-refund-time": {
      question: "Quando ricevo il rimborso?",
      answer: [
        "Eseguiamo il rimborso entro 14 giorni dall’arrivo del reso nel nostro magazzino, sempre sul metodo di pagamento usato per l’ordine: carta, PayPal, Google Pay, Apple Pay o Klarna.",
        "Quando il fornitore del pagamento conferma l’operazione, l’ordine in «I miei ordini» risulta «Rimborsato» e Le inviamo un’e-mail. I tempi di accredito sul conto dipendono poi dalla banca o dal fornitore, di solito pochi giorni lavorativi.",
        "Se per l’ordine aveva usato un coupon, questo non viene restituito con il rimborso.",
      ],
    },
    "warranty-length": {
      question: "Quanto dura la garanzia?",
      answer: [
        "Il corpo principale di ogni apparecchio Brisa Home è coperto da una garanzia di 1 anno dalla data di consegna. Questa garanzia si aggiunge alla garanzia legale di conformità prevista dalla legge, che resta invariata.",
        "Le parti soggette a usura, come filtri, spazzole, panni e batterie, sono coperte per i difetti di fabbricazione. Non rientra nella garanzia la normale usura dovuta all’utilizzo quotidiano.",
      ],
    },
    "warranty-claim": {
      question: "Come richiedo un intervento in garanzia?",
      answer: [
        "Ci scriva dal modulo della pagina «Commenti» del centro assistenza o a support@brisahome.example indicando numero d’ordine, modello, una breve descrizione del problema e una foto o un video che lo mostri. L’ordine in «I miei ordini» vale come prova d’acquisto.",
        "Prima di scriverci, consulti le guide di risoluzione dei problemi del Suo modello: molti inconvenienti, come una spazzola bloccata o un filtro intasato, si risolvono in pochi minuti.",
        "Se il difetto è coperto dalla garanzia, ripariamo o sostituiamo il prodotto senza costi, spedizione inclusa; Le indichiamo noi come inviarlo.",
      ],
    },
    "warranty-spare-parts": {
      question: "Dove trovo i ricambi per il mio apparecchio?",
      answer: [
        "Nella pagina di assistenza di ogni modello trova l’elenco dei ricambi e degli accessori compatibili: filtri, spazzole, panni lavaggio, sacchetti per la polvere, batterie e accessori per la friggitrice. Può acquistarli direttamente nel nostro negozio.",
        "Nella scheda di ogni accessorio la voce «Compatibile con» indica i modelli a cui è adatto. Filtri, spazzole, batterie e cestelli si sostituiscono a mano, e manteniamo disponibili i ricambi per anni anche dopo che un modello è uscito dalla gamma.",
      ],
    },
    "account-reset-password": {
      question: "Ho dimenticato la password: cosa devo fare?",
      answer: [
        "Nella pagina di accesso scelga «Password dimenticata?» e inserisca l’indirizzo e-mail del Suo account. Riceverà un codice di verifica di 6 cifre, valido 10 minuti e utilizzabile una sola volta.",
        "Inserisca il codice insieme alla nuova password: per sicurezza, verrà disconnesso da tutti gli altri dispositivi. Se l’e-mail non arriva, controlli la cartella della posta indesiderata e, se il codice è scaduto, ne richieda uno nuovo.",
      ],
    },
    "account-change-email": {
      question: "Come cambio l’indirizzo e-mail del mio account?",
      answer: [
        "Apra «Il mio account» e inserisca il nuovo indirizzo e-mail. Al nuovo indirizzo inviamo un codice di verifica di 6 cifre, valido 10 minuti: inserendolo conferma che la casella è Sua.",
        "Fino alla conferma resta attivo l’indirizzo precedente. Dopo il cambio accederà con il nuovo indirizzo e riceverà lì le e-mail sui Suoi ordini.",
      ],
    },
    "account-delete": {
      question: "Come posso eliminare il mio account?",
      answer: [
        "Ci scriva dal modulo della pagina «Commenti» del centro assistenza o a support@brisahome.example, dall’indirizzo collegato al Suo account, chiedendo la cancellazione. Eliminiamo i dati del profilo, gli indirizzi salvati e i coupon, e Le confermiamo la cancellazione via e-mail.",
        "I dati degli ordini vengono conservati per il tempo richiesto dalla normativa fiscale e poi cancellati. Prima di chiedere la cancellazione, verifichi di non avere resi o richieste di garanzia in corso.",
      ],
    },
    "robot-first-run": {
      question: "Cosa devo fare prima del primo ciclo di pulizia del robot?",
      answer: [
        "Appoggi il robot sulla base e lo lasci caricare completamente, circa 4–5 ore. Posizioni la base contro una parete, su un pavimento piano e vicino a una presa, con 0,5 m liberi su entrambi i lati e 1,5 m davanti, lontano da scale e in un punto raggiunto dal Wi-Fi.",
        "Prima di avviarlo, tolga dal pavimento cavi, cordini delle tende, calzini, giocattoli e altri piccoli oggetti, e apra le porte delle stanze da pulire. Su AeroSweep R7 Max e R9 Pro il primo ciclo serve anche a creare la mappa: conviene che il robot possa raggiungere tutta la casa.",
      ],
    },
    "robot-map": {
      question: "Come fa il robot a creare la mappa di casa?",
      answer: [
        "AeroSweep R7 Max e R9 Pro hanno un sensore laser LiDAR che misura la distanza da pareti e mobili. Durante il primo ciclo esplorano la casa e, al termine, la mappa compare nell’app. L’R7 Max memorizza fino a quattro piani.",
        "Salvi la mappa nell’app, poi la divida in stanze, dia un nome a ciascuna e aggiunga zone vietate e linee virtuali per le aree da evitare, come l’angolo delle ciotole o i tappeti con le frange. Da quel momento può far pulire singole stanze e sceglierne l’ordine.",
        "Se sposta molti mobili o cambia la disposizione delle stanze, può avviare una nuova mappatura dall’app.",
      ],
    },
    "robot-carpets": {
      question: "Il robot pulisce anche i tappeti?",
      answer: [
        "Sì. Tutti gli AeroSweep riconoscono i tappeti e aumentano automaticamente l’aspirazione per estrarre la polvere dalle fibre, poi tornano alla potenza normale sui pavimenti duri. Superano bordi e soglie fino a 20 mm (22 mm l’R9 Pro).",
        "I modelli con lavaggio proteggono i tappeti: l’R9 Pro solleva i due panni rotanti di 10 mm appena sale su un tappeto, mentre l’R7 Max, con il modulo lavaggio montato, evita i tappeti e continua a lavare il resto del pavimento.",
        "Tappeti a pelo molto lungo, con frange o molto leggeri possono bloccare il robot: in questi casi li escluda con una zona vietata o una linea virtuale nell’app.",
      ],
    },
    "robot-auto-empty": {
      question: "Ogni quanto devo cambiare il sacchetto della stazione AutoEmpty?",
      answer: [
        "Il sacchetto sigillato da 3 litri raccoglie la polvere di circa 6–8 settimane di pulizie, fino a 60 giorni. In case con animali domestici o molti tappeti si riempie prima.",
        "Quando il sacchetto è pieno, l’app mostra un avviso. Apra il coperchio della stazione e sollevi il sacchetto dalla maniglia: si chiude da solo, senza disperdere polvere. Inserisca un sacchetto nuovo finché non è ben in sede, poi chiuda il coperchio.",
        "Usi solo sacchetti AutoEmpty originali; la versione antibatterica è consigliata in case con animali o persone allergiche.",
      ],
    },
    "stick-runtime": {
      question: "Quanto dura la batteria del mio AeroStick?",
      answer: [
        "Dipende dal modello e dalla modalità di potenza: in modalità eco l’autonomia arriva fino a 40 minuti con l’AeroStick S6, 55 minuti con l’S8 Flex e 70 minuti con l’S12 Pro. Con la spazzola motorizzata e le modalità più potenti è più breve.",
        "La modalità boost, utile per tappeti e sporco ostinato, riduce molto l’autonomia: conviene attivarla solo dove serve. L’S12 Pro regola da solo la potenza in base alla polvere rilevata e mostra sul display i minuti rimanenti.",
        "Per S6 e S8 Flex è disponibile una batteria aggiuntiva a innesto: la carica mentre pulisce e la sostituisce con un clic, raddoppiando il tempo di pulizia. Per l’S12 Pro esiste una batteria di ricambio dedicata da 4.000 mAh.",
      ],
    },
    "stick-charging": {
      question: "Come si ricarica l’AeroStick?",
      answer: [
        "Può appoggiarlo sul supporto a parete, dove si ricarica da solo, oppure collegare il caricabatterie direttamente alla batteria, anche quando è staccata dall’aspirapolvere. Il supporto a parete è incluso con l’S8 Flex e con il Kit Pro dell’S12 Pro.",
        "Una ricarica completa richiede circa 3,5 ore per S6 e S8 Flex e circa 4 ore per l’S12 Pro. I LED della batteria indicano il livello di carica; sull’S12 Pro il livello compare anche sul display a colori.",
        "Ricarichi a temperatura ambiente, tra 5 e 35 °C. Non occorre scaricare del tutto la batteria: rimettere l’aspirapolvere in carica dopo ogni utilizzo la mantiene in salute più a lungo.",
      ],
    },
    "stick-filter-wash": {
      question: "Ogni quanto devo lavare il filtro?",
      answer: [
        "Lavi il filtro una volta al mese, più spesso se aspira molta polvere fine o peli di animali. Lo sciacqui solo con acqua fredda, senza detersivi, finché l’acqua non esce limpida; non lo metta in lavatrice né in lavastoviglie.",
        "Lo lasci asciugare all’aria per almeno 24 ore prima di rimontarlo: un filtro ancora umido provoca cattivi odori e può danneggiare il motore. Non usi asciugacapelli né termosifoni.",
        "Sostituisca il filtro ogni 6–12 mesi, o prima se resta scuro dopo il lavaggio o se l’aspirazione cala. Il filtro HEPA lavabile di ricambio è compatibile con tutti gli AeroStick.",
      ],
    },
    "wetdry-floors": {
      question: "Su quali pavimenti posso usare l’AquaGlide?",
      answer: [
        "L’AquaGlide è pensato per i pavimenti duri sigillati: piastrelle in ceramica e gres, pietra trattata, vinile, linoleum, laminato e parquet verniciato o sigillato.",
        "Non lo usi su legno non trattato, oliato o cerato, né su pavimenti con fughe o giunti aperti, dove l’acqua potrebbe infiltrarsi. Non è adatto a tappeti e moquette.",
        "Sul legno e sul laminato scelga la modalità eco o con poca acqua: basta una passata leggera e il pavimento si asciuga in un paio di minuti. In caso di dubbio, provi prima in un angolo poco visibile.",
      ],
    },
    "wetdry-detergent": {
      question: "Quale detergente posso usare nell’AquaGlide?",
      answer: [
        "Per lo sporco di tutti i giorni basta l’acqua. Per lo sporco più ostinato aggiunga al serbatoio dell’acqua pulita il detergente per pavimenti incluso nella confezione, o un altro detergente a bassa schiuma specifico per lavapavimenti, nella dose indicata sull’etichetta.",
        "Non usi mai candeggina, ammoniaca, oli essenziali, alcol o detersivi comuni per la casa: fanno schiuma, lasciano una patina appiccicosa e possono danneggiare guarnizioni, condotti e motore.",
        "L’AquaGlide W7 Pro riscalda l’acqua di lavaggio a 60 °C: spesso basta la sola acqua anche contro il grasso della cucina.",
      ],
    },
    "wetdry-self-clean": {
      question: "Come funziona il ciclo di autopulizia?",
      answer: [
        "Dopo ogni utilizzo riponga l’apparecchio sulla base di ricarica e autopulizia e prema il pulsante di autopulizia. Il rullo gira e viene risciacquato con l’acqua del serbatoio pulito, mentre l’acqua sporca viene aspirata insieme a quella dei condotti interni. Nel serbatoio dell’acqua pulita deve esserci acqua: se è quasi vuoto, lo riempia prima.",
        "Al termine svuoti e sciacqui subito il serbatoio dell’acqua sporca, così non si formano cattivi odori.",
        "L’AquaGlide W7 Pro risciacqua il rullo con acqua a 80 °C e poi lo asciuga ad aria calda; anche il W5 Max asciuga il rullo ad aria calda dopo il ciclo. Lasci l’apparecchio sulla base finché l’asciugatura non è terminata.",
      ],
    },
    "fryer-preheat": {
      question: "Devo preriscaldare la friggitrice ad aria?",
      answer: [
        "Per risultati più croccanti sì: bastano 3 minuti alla temperatura di cottura. Con i programmi automatici il preriscaldamento è già compreso, quindi non deve fare nulla.",
        "Per riscaldare avanzi o cuocere alimenti delicati può anche partire a freddo, aggiungendo 2–3 minuti al tempo di cottura.",
      ],
    },
    "fryer-dishwasher": {
      question: "Posso lavare il cestello in lavastoviglie?",
      answer: [
        "Sì: il cestello e la griglia sono lavabili in lavastoviglie. Per preservare più a lungo il rivestimento antiaderente può anche lavarli a mano con acqua calda, detersivo per piatti e una spugna morbida, mai con pagliette abrasive.",
        "Il corpo dell’apparecchio non va mai immerso in acqua né messo sotto il rubinetto. Lo scolleghi, lo lasci raffreddare e lo pulisca dentro e fuori con un panno umido; sulla F6 View pulisca l’oblò con un panno morbido.",
      ],
    },
    "fryer-dual-zone": {
      question: "Come funzionano i due cestelli della CrispAir F9 Dual?",
      answer: [
        "Ciascuno dei due cestelli da 4,5 litri ha temperatura e timer propri: può cuocere due alimenti diversi contemporaneamente, per esempio pollo a 200 °C da un lato e verdure a 180 °C dall’altro. Se Le serve un solo cestello, usi solo quello.",
        "Con Sync Finish imposta i due cestelli con tempi diversi: la friggitrice ritarda l’avvio di quello più breve e i due lati finiscono insieme. Con Match Cook imposta un solo cestello e la stessa impostazione viene copiata sull’altro, comodo per una porzione doppia dello stesso piatto.",
      ],
    },
  },
  troubleshooting: {
    "robot-not-charging": {
      symptom: "Il robot non si ricarica sulla base",
      summary:
        "Nella maggior parte dei casi basta controllare l’alimentazione della base, pulire i contatti di ricarica e riposizionare la base.",
      causes: [
        "La base non è collegata alla corrente o la presa non funziona.",
        "I contatti di ricarica del robot o della base sono sporchi e non fanno contatto.",
        "La base è in una posizione scomoda: poco spazio libero, pavimento irregolare o un tappeto davanti che impedisce al robot di agganciarsi.",
      ],
      steps: [
        "Verifichi che l’alimentatore sia inserito nella base e nella presa e che la spia di alimentazione della base sia accesa; se è spenta, provi un’altra presa.",
        "Pulisca i contatti metallici sotto il robot e sulla base con un panno morbido e asciutto, senza acqua né detergenti.",
        "Riposizioni la base contro una parete su un pavimento piano, con 0,5 m liberi ai lati e 1,5 m davanti, senza tappeti o soglie davanti.",
        "Appoggi il robot a mano sulla base allineando i contatti e controlli che la spia indichi la ricarica.",
        "Se ancora non si ricarica, spenga il robot tenendo premuto il pulsante di accensione, lo riaccenda dopo 10 secondi e lo rimetta sulla base; se il problema persiste, ci contatti indicando il modello e lo stato delle spie.",
      ],
    },
    "robot-stuck": {
      symptom: "Il robot si blocca spesso",
      summary:
        "Cavi, soglie alte e mobili bassi sono le cause più comuni: bastano un po’ d’ordine, qualche zona vietata e sensori puliti.",
      causes: [
        "Cavi, cordini delle tende, calzini o giocattoli sul pavimento si impigliano nelle spazzole.",
        "Soglie o dislivelli più alti di 2 cm che il robot non riesce a superare.",
        "Mobili bassi sotto cui il robot entra ma resta incastrato.",
        "Sensori anticaduta sporchi, che fanno scambiare una zona scura o lucida per un gradino.",
      ],
      steps: [
        "Prima di ogni pulizia raccolga cavi, calzini e giocattoli, e fissi i cavi lungo il battiscopa.",
        "Nell’app aggiunga zone vietate o linee virtuali nei punti in cui il robot si blocca, per esempio sotto un divano basso o davanti a una soglia alta.",
        "Per le soglie oltre 2 cm usi una rampa oppure escluda il passaggio con una linea virtuale.",
        "Pulisca i sensori anticaduta sotto il robot con un panno morbido e asciutto; sull’R9 Pro pulisca anche il sensore 3D frontale.",
        "Controlli che le ruote girino liberamente e tolga capelli o fili avvolti attorno ai perni.",
      ],
    },
    "robot-weak-suction": {
      symptom: "Il robot aspira poco o lascia sporco",
      summary:
        "Un contenitore pieno, un filtro intasato o capelli attorno alla spazzola principale riducono l’aspirazione: bastano pochi minuti di manutenzione.",
      causes: [
        "Il contenitore della polvere è pieno.",
        "Il filtro HEPA è intasato o da sostituire.",
        "Capelli e fili avvolti attorno alla spazzola principale o alle spazzole laterali.",
        "L’apertura di aspirazione sotto il robot è ostruita.",
      ],
      steps: [
        "Svuoti il contenitore della polvere; sull’R9 Pro controlli anche che il sacchetto della stazione AutoEmpty non sia pieno.",
        "Estragga il filtro HEPA e lo batta delicatamente sul bordo del cestino, senza lavarlo; se resta scuro lo sostituisca, e in ogni caso lo cambi ogni 3 mesi.",
        "Capovolga il robot, tolga la spazzola principale, tagli i capelli avvolti con l’attrezzo di pulizia e pulisca i supporti alle estremità.",
        "Verifichi che l’apertura di aspirazione e il condotto verso il contenitore siano liberi.",
        "Nell’app controlli la potenza di aspirazione impostata e scelga un livello più alto per le stanze più sporche.",
      ],
    },
    "robot-wifi": {
      symptom: "L’app non trova il robot",
      summary:
        "Il robot si collega solo a reti Wi-Fi a 2,4 GHz: controlli la rete e la distanza dal router e, se serve, ripristini il Wi-Fi del robot.",
      causes: [
        "Il telefono o il router usano una rete a 5 GHz, ma il robot supporta solo il Wi-Fi a 2,4 GHz.",
        "Il telefono non è collegato alla stessa rete Wi-Fi a cui deve connettersi il robot.",
        "Il robot o la base sono troppo lontani dal router e il segnale è debole.",
        "La password del Wi-Fi è stata cambiata o inserita in modo errato.",
      ],
      steps: [
        "Verifichi che il router trasmetta una rete a 2,4 GHz; se usa un’unica rete combinata, attivi dalle impostazioni del router una rete separata a 2,4 GHz.",
        "Colleghi il telefono alla stessa rete Wi-Fi e consenta all’app l’accesso alla posizione se lo richiede.",
        "Per la configurazione avvicini il robot al router, oppure sposti la base in un punto con un buon segnale.",
        "Ripristini il Wi-Fi del robot tenendo premuti insieme i due pulsanti per 3 secondi, finché la spia del Wi-Fi non lampeggia.",
        "Aggiunga di nuovo il robot nell’app e inserisca la password del Wi-Fi facendo attenzione a maiuscole e minuscole.",
      ],
    },
    "robot-mop-streaks": {
      symptom: "Il panno lascia aloni o pozze d’acqua",
      summary:
        "Panni sporchi, troppa acqua o detergente nel serbatoio sono le cause più frequenti: lavi i panni, riduca il flusso d’acqua e usi solo acqua pulita.",
      causes: [
        "I panni sono sporchi o non sono stati lavati dopo l’ultimo utilizzo.",
        "Il flusso d’acqua è troppo alto per il tipo di pavimento.",
        "Nel serbatoio è stato aggiunto detergente.",
        "I panni non sono fissati bene e non aderiscono in modo uniforme.",
      ],
      steps: [
        "Tolga i panni e li lavi in lavatrice fino a 60 °C, senza ammorbidente; li lasci asciugare del tutto prima di rimontarli.",
        "Nell’app abbassi il flusso d’acqua: sull’R7 Max scelga il più basso dei tre livelli per parquet e laminato.",
        "Svuoti e sciacqui il serbatoio dell’acqua e lo riempia solo con acqua pulita del rubinetto, senza detergenti.",
        "Rimonti i panni ben centrati e verifichi che siano fissati saldamente.",
        "Sostituisca i panni quando sono consumati: dopo circa 50 lavaggi sull’R7 Max, ogni 3 mesi sull’R9 Pro.",
      ],
    },
    "stick-stops-suddenly": {
      symptom: "L’aspirapolvere si spegne all’improvviso",
      summary:
        "Di solito interviene la protezione contro il surriscaldamento a causa di un’ostruzione, oppure la batteria è scarica o il contenitore è pieno.",
      causes: [
        "Un’ostruzione nel tubo, nella spazzola o all’ingresso del contenitore fa surriscaldare il motore e attiva la protezione.",
        "La batteria è scarica, soprattutto dopo un lungo utilizzo in modalità boost.",
        "Il contenitore della polvere è pieno oltre il segno MAX.",
      ],
      steps: [
        "Spenga l’aspirapolvere e svuoti il contenitore della polvere.",
        "Stacchi tubo e spazzola e guardi attraverso il tubo verso la luce; rimuova oggetti o grovigli di polvere.",
        "Controlli l’apertura della spazzola e l’ingresso del corpo macchina, e lavi il filtro se è intasato.",
        "Lasci raffreddare l’aspirapolvere per almeno 30 minuti prima di riaccenderlo.",
        "Se non si riaccende, lo metta in carica: i LED, o il display sull’S12 Pro, mostrano il livello della batteria.",
      ],
    },
    "stick-pulsing": {
      symptom: "Il motore si accende e si spegne a intermittenza",
      summary:
        "Un motore che pulsa segnala che l’aria non passa bene: di solito c’è un’ostruzione o il filtro è intasato.",
      causes: [
        "Un’ostruzione nel tubo, nella spazzola o all’ingresso del ciclone.",
        "Il filtro è intasato oppure è stato rimontato ancora umido.",
        "Il contenitore della polvere è troppo pieno.",
      ],
      steps: [
        "Spenga l’aspirapolvere, svuoti il contenitore e spazzoli la griglia del ciclone.",
        "Stacchi tubo e spazzola e controlli tutto il percorso dell’aria, rimuovendo ciò che lo ostruisce.",
        "Estragga il filtro, lo sciacqui in acqua fredda e lo lasci asciugare 24 ore prima di rimontarlo.",
        "Rimonti tutte le parti finché non sente un clic e riprovi.",
        "Se il motore continua a pulsare con il filtro pulito e il percorso libero, ci contatti indicando il modello.",
      ],
    },
    "stick-battery-not-charging": {
      symptom: "La batteria non si ricarica",
      summary:
        "Controlli che il caricabatterie sia inserito bene e che la ricarica avvenga a temperatura ambiente; se i LED lampeggiano in rosso, la batteria va sostituita.",
      causes: [
        "Il caricabatterie non è ben collegato alla presa, al supporto a parete o alla batteria.",
        "La temperatura è fuori dall’intervallo 5–35 °C, per esempio in un garage freddo o vicino a un termosifone.",
        "La batteria è usurata dopo molti cicli di ricarica.",
      ],
      steps: [
        "Controlli che l’alimentatore sia inserito nella presa e che l’aspirapolvere sia appoggiato bene sul supporto, oppure colleghi il cavo direttamente alla batteria.",
        "Estragga la batteria e la reinserisca finché non scatta in posizione.",
        "Se l’apparecchio era in un ambiente freddo o caldo, lo porti in una stanza a temperatura ambiente e attenda un’ora prima di ricaricarlo.",
        "Se i LED lampeggiano in rosso, la batteria è esaurita: la sostituisca con una batteria originale compatibile con il Suo modello o, se è in garanzia, ci contatti.",
      ],
    },
    "stick-brush-not-spinning": {
      symptom: "La spazzola non gira",
      summary:
        "Capelli avvolti, un oggetto incastrato o una spazzola non agganciata fino in fondo bloccano il rullo: il problema si risolve in pochi minuti.",
      causes: [
        "Capelli, fili o peli di animali avvolti attorno al rullo.",
        "Un oggetto incastrato tra il rullo e la spazzola.",
        "La spazzola non è agganciata fino in fondo e non riceve corrente.",
      ],
      steps: [
        "Spenga l’aspirapolvere e stacchi la spazzola dal tubo.",
        "Sblocchi il coperchio laterale della spazzola e sfili il rullo.",
        "Tagli i capelli avvolti con le forbici facendo attenzione a non tagliare le setole, rimuova eventuali oggetti e pulisca le estremità del rullo.",
        "Rimonti il rullo, chiuda il coperchio e agganci la spazzola al tubo finché non sente un clic.",
        "Se il rullo continua a non girare, controlli che i contatti elettrici tra tubo e spazzola siano puliti e asciutti.",
      ],
    },
    "wetdry-streaks": {
      symptom: "Il pavimento resta bagnato o con aloni",
      summary:
        "Un rullo sporco, il serbatoio dell’acqua sporca pieno o troppo detergente lasciano acqua e aloni: di solito bastano un ciclo di autopulizia e la dose giusta di detergente.",
      causes: [
        "Il rullo è sporco o impregnato d’acqua.",
        "Il serbatoio dell’acqua sporca è pieno e l’apparecchio non riesce più ad aspirare.",
        "Nel serbatoio dell’acqua pulita c’è troppo detergente.",
        "Il filtro del serbatoio dell’acqua sporca è intasato.",
      ],
      steps: [
        "Riponga l’apparecchio sulla base e avvii il ciclo di autopulizia.",
        "Svuoti e sciacqui il serbatoio dell’acqua sporca e pulisca il suo filtro, da sostituire ogni 2 mesi.",
        "Svuoti il serbatoio dell’acqua pulita e lo riempia con acqua e la dose di detergente indicata sull’etichetta, oppure solo con acqua.",
        "Muova l’apparecchio più lentamente e termini ogni passata tirandolo indietro, così aspira l’acqua residua; sul legno usi la modalità eco.",
        "Se il rullo è consumato o deformato, lo sostituisca: va cambiato ogni 6 mesi circa.",
      ],
    },
    "wetdry-no-water": {
      symptom: "Non esce acqua",
      summary:
        "Nella maggior parte dei casi il serbatoio dell’acqua pulita è vuoto o non è inserito bene, oppure l’ugello è ostruito.",
      causes: [
        "Il serbatoio dell’acqua pulita è vuoto o non è inserito fino in fondo.",
        "L’ugello dell’acqua è ostruito da calcare o da residui di detergente.",
        "Il tappo del serbatoio non è chiuso bene e l’acqua non scende.",
      ],
      steps: [
        "Estragga il serbatoio dell’acqua pulita, lo riempia fino alla linea MAX e lo reinserisca finché non scatta.",
        "Verifichi che il tappo del serbatoio sia ben chiuso e la guarnizione al suo posto.",
        "Tolga il rullo e sciacqui l’ugello sotto l’acqua corrente, liberandolo con lo spazzolino di pulizia incluso.",
        "Rimonti il rullo e avvii un ciclo di autopulizia sulla base per far circolare l’acqua nei condotti.",
      ],
    },
    "wetdry-smell": {
      symptom: "L’apparecchio ha un cattivo odore",
      summary:
        "L’odore viene quasi sempre da acqua sporca rimasta nel serbatoio o da un rullo riposto ancora bagnato.",
      causes: [
        "Acqua sporca lasciata nel serbatoio dopo l’uso.",
        "Il rullo è stato riposto ancora bagnato.",
        "Il filtro del serbatoio dell’acqua sporca è sporco o da sostituire.",
      ],
      steps: [
        "Dopo ogni utilizzo svuoti il serbatoio dell’acqua sporca, lo sciacqui con acqua tiepida e lo lasci asciugare aperto.",
        "Avvii il ciclo di autopulizia prima di riporre l’apparecchio.",
        "Tolga il rullo e lo lasci asciugare all’aria, lontano dal sole diretto; l’AquaGlide W7 Pro, come il W5 Max, lo asciuga da solo ad aria calda sulla base.",
        "Sostituisca il filtro del serbatoio dell’acqua sporca ogni 2 mesi e, se usa l’apparecchio spesso, tenga un rullo di ricambio da alternare mentre l’altro asciuga.",
      ],
    },
    "wetdry-error-tank": {
      symptom: "Sul display compare l’avviso del serbatoio",
      summary:
        "L’avviso indica che il serbatoio dell’acqua sporca è pieno oppure che il galleggiante al suo interno è bloccato.",
      causes: [
        "Il serbatoio dell’acqua sporca è pieno.",
        "Il galleggiante è bloccato da sporco, capelli o schiuma.",
        "Il serbatoio non è inserito correttamente.",
      ],
      steps: [
        "Spenga l’apparecchio, estragga il serbatoio dell’acqua sporca e lo svuoti.",
        "Tolga il coperchio con il galleggiante e sciacqui serbatoio, coperchio e filtro sotto l’acqua corrente.",
        "Controlli che il galleggiante si muova liberamente su e giù e rimuova capelli o residui che lo bloccano.",
        "Reinserisca il serbatoio finché non scatta in posizione e riaccenda l’apparecchio.",
        "Se l’avviso ricompare subito, riduca il detergente: la schiuma può sollevare il galleggiante.",
      ],
    },
    "fryer-not-crispy": {
      symptom: "Il cibo non diventa croccante",
      summary: "Cestello troppo pieno, niente preriscaldamento e cibo umido sono i motivi più frequenti.",
      causes: [
        "Il cestello è troppo pieno e l’aria calda non circola.",
        "La friggitrice non è stata preriscaldata.",
        "Il cibo è umido o appena scongelato.",
        "Manca un velo d’olio oppure il cibo non è stato scosso a metà cottura.",
      ],
      steps: [
        "Disponga il cibo in un solo strato, senza superare il segno MAX, e se necessario cuocia in più riprese.",
        "Preriscaldi la friggitrice per 3 minuti oppure usi un programma automatico, che include il preriscaldamento.",
        "Asciughi bene il cibo con carta da cucina prima di cuocerlo.",
        "Mescoli il cibo con un cucchiaino d’olio oppure lo spruzzi leggermente con un nebulizzatore d’olio.",
        "Scuota il cestello o giri il cibo a metà cottura; la F6 View Le ricorda quando farlo.",
      ],
    },
    "fryer-white-smoke": {
      symptom: "Dalla friggitrice esce fumo bianco",
      summary:
        "Il fumo bianco è quasi sempre grasso che brucia sul fondo del cassetto durante la cottura di cibi grassi.",
      causes: [
        "Residui di grasso di cotture precedenti rimasti nel cassetto.",
        "Cibi molto grassi, come pancetta, salsicce o ali di pollo, che colano grasso sul fondo caldo.",
        "Troppo olio sul cibo.",
      ],
      steps: [
        "Metta in pausa la cottura, estragga il cassetto e, con le presine, versi il grasso in un contenitore.",
        "Prima della cottura successiva lavi cassetto e griglia con acqua calda e detersivo.",
        "Per i cibi grassi versi un paio di cucchiai d’acqua sotto la griglia: il grasso che cola non brucia.",
        "Usi meno olio e, per le cotture grasse, abbassi la temperatura di 10–20 °C.",
        "Se il fumo è nero, spenga subito l’apparecchio, stacchi la spina e ci contatti.",
      ],
    },
    "fryer-wont-start": {
      symptom: "La friggitrice non si accende",
      summary:
        "Per sicurezza la friggitrice non si avvia se il cestello non è inserito fino in fondo; controlli anche l’alimentazione.",
      causes: [
        "Il cestello non è inserito completamente e l’interruttore di sicurezza blocca l’avvio.",
        "La spina non è inserita bene o la presa non funziona.",
        "Tempo e temperatura sono stati impostati ma la cottura non è stata avviata.",
      ],
      steps: [
        "Spinga il cestello fino in fondo finché non sente un clic; sulla F9 Dual controlli il cestello che vuole usare.",
        "Verifichi che cibo o carta forno non sporgano dal cestello impedendone la chiusura.",
        "Controlli la spina e provi un’altra presa a muro, senza prolunghe o multiprese.",
        "Imposti tempo e temperatura e prema il pulsante di avvio; se il display resta spento, ci contatti.",
      ],
    },
    "fryer-display-error": {
      symptom: "Sul display compare un codice di errore",
      summary:
        "E1 indica un problema al sensore di temperatura, E2 un surriscaldamento: spesso basta staccare la spina e lasciare raffreddare l’apparecchio.",
      causes: [
        "E1: il sensore di temperatura non fornisce una lettura corretta.",
        "E2: l’apparecchio si è surriscaldato, per esempio perché le aperture di ventilazione sono coperte o è troppo vicino a una parete.",
      ],
      steps: [
        "Spenga l’apparecchio e stacchi la spina.",
        "Lo lasci raffreddare per almeno 10 minuti.",
        "Verifichi che ci siano almeno 10 cm liberi su tutti i lati e che l’uscita dell’aria sul retro non sia coperta.",
        "Ricolleghi la spina e avvii una cottura breve.",
        "Se il codice ricompare, non usi la friggitrice e ci contatti dal modulo della pagina «Commenti», indicando il modello e il codice.",
      ],
    },
  },
  tutorials: {
    "robot-setup-app": {
      title: "Configurazione dell’AeroSweep con l’app",
      summary: "Dalla scatola alla prima pulizia: base, ricarica, collegamento al Wi-Fi e prima mappatura.",
      minutes: 20,
      steps: [
        {
          title: "Disimballo",
          text: "Estragga il robot e la base dalla confezione e rimuova pellicole protettive e fermi di trasporto. Monti le spazzole laterali premendole sui perni finché non scattano.",
        },
        {
          title: "Posizionamento della base",
          text: "Appoggi la base contro una parete su un pavimento piano, con 0,5 m liberi su ciascun lato e 1,5 m davanti, in un punto ben coperto dal Wi-Fi. La colleghi alla presa e controlli che la spia si accenda.",
        },
        {
          title: "Prima ricarica",
          text: "Metta il robot sulla base allineando i contatti di ricarica. Prima del primo utilizzo lo lasci caricare completamente, circa 4–5 ore.",
        },
        {
          title: "Installazione dell’app",
          text: "Scarichi l’app Brisa Home da App Store o Google Play, acceda o crei un account e conceda le autorizzazioni richieste.",
        },
        {
          title: "Collegamento al Wi-Fi",
          text: "Colleghi il telefono alla rete Wi-Fi a 2,4 GHz di casa, aggiunga un nuovo dispositivo nell’app e scelga il Suo modello. Tenga premuti i due pulsanti del robot per 3 secondi finché la spia del Wi-Fi non lampeggia, poi segua le istruzioni.",
        },
        {
          title: "Prima pulizia e mappatura",
          text: "Liberi il pavimento, apra le porte e avvii la pulizia dall’app. R7 Max e R9 Pro esplorano la casa e creano la mappa, da salvare al termine; l’R5 pulisce con passate ordinate guidato dal tracciamento ottico.",
        },
      ],
    },
    "robot-clean-brushes": {
      title: "Pulizia della spazzola principale e delle spazzole laterali",
      summary:
        "Una manutenzione mensile di pochi minuti che mantiene l’aspirazione al massimo ed evita i grovigli.",
      minutes: 10,
      steps: [
        {
          title: "Preparazione",
          text: "Spenga il robot e lo capovolga su una superficie morbida, per esempio un asciugamano, così da non graffiare il coperchio né, su R7 Max e R9 Pro, la torretta del sensore LiDAR.",
        },
        {
          title: "Rimozione della spazzola principale",
          text: "Prema le linguette della protezione della spazzola principale, la sollevi e sfili la spazzola partendo dal lato del perno.",
        },
        {
          title: "Taglio dei capelli",
          text: "Con la lama dell’attrezzo di pulizia tagli i capelli e i fili avvolti, poi li sfili con le dita. Faccia attenzione a non incidere le alette in gomma.",
        },
        {
          title: "Pulizia dei supporti e delle spazzole laterali",
          text: "Tolga i cappucci alle estremità della spazzola e rimuova capelli e polvere dai supporti e dal vano. Sfili le spazzole laterali (una sola sull’R9 Pro) tirandole verso l’alto, liberi i perni e le sostituisca se le setole sono piegate.",
        },
        {
          title: "Rimontaggio",
          text: "Rimetta i cappucci, inserisca la spazzola nel vano e chiuda la protezione finché non scatta; riagganci le spazzole laterali. Sostituisca le spazzole laterali ogni 6 mesi e la spazzola principale ogni 12 mesi.",
        },
      ],
    },
    "robot-no-go-zones": {
      title: "Stanze, zone vietate e programmazione nell’app",
      summary:
        "Dopo la prima mappatura divida la casa in stanze, escluda le aree delicate e faccia pulire il robot quando preferisce.",
      minutes: 15,
      steps: [
        {
          title: "Salvataggio della mappa",
          text: "Al termine della prima pulizia apra la mappa nell’app e la salvi. Se la casa è su più piani, crei una mappa per piano: l’R7 Max ne memorizza fino a quattro.",
        },
        {
          title: "Divisione in stanze",
          text: "Controlli le stanze proposte automaticamente, unisca o divida quelle non corrette e dia un nome a ciascuna, per esempio «Cucina» o «Camera».",
        },
        {
          title: "Zone vietate e linee virtuali",
          text: "Disegni una zona vietata attorno a ciotole, cavi o tappeti con le frange, e una linea virtuale davanti a soglie alte o scale. Il robot non le oltrepasserà.",
        },
        {
          title: "Ordine e impostazioni per stanza",
          text: "Scelga le stanze da pulire e l’ordine in cui pulirle, e per ciascuna la potenza di aspirazione e, se il robot lava, il livello d’acqua.",
        },
        {
          title: "Programmazione",
          text: "Crei una programmazione con giorni, orario e stanze, per esempio la cucina ogni sera dopo cena. Il robot parte da solo e al termine torna alla base.",
        },
      ],
    },
    "stick-first-use": {
      title: "Primo utilizzo dell’AeroStick",
      summary:
        "Supporto a parete, prima ricarica, montaggio e scelta della modalità: tutto pronto in pochi minuti.",
      minutes: 15,
      steps: [
        {
          title: "Montaggio del supporto a parete",
          text: "Fissi il supporto vicino a una presa, con viti e tasselli adatti alla parete, a un’altezza che lasci la spazzola appoggiata a terra. Se il Suo modello non ha il supporto, usi il caricabatterie incluso.",
        },
        {
          title: "Prima ricarica",
          text: "Appoggi l’aspirapolvere sul supporto o colleghi il caricabatterie alla batteria e lo carichi completamente: circa 3,5 ore per S6 e S8 Flex, 4 ore per l’S12 Pro.",
        },
        {
          title: "Montaggio di tubo e spazzola",
          text: "Inserisca il tubo nel corpo macchina e la spazzola nel tubo, spingendo finché non sente un clic. Senza tubo, la bocchetta per fessure e la spazzola 2 in 1 si montano direttamente sul corpo per l’uso portatile.",
        },
        {
          title: "Scelta della modalità di potenza",
          text: "Usi la modalità eco per i pavimenti duri e la pulizia quotidiana, e il boost solo per tappeti e sporco ostinato, perché riduce l’autonomia. L’S12 Pro regola la potenza da solo grazie al sensore di polvere.",
        },
        {
          title: "Svuotamento del contenitore",
          text: "Tenga il contenitore sopra il cestino e prema il pulsante di apertura: il fondo si apre e lo sporco cade. Lo svuoti ogni volta che raggiunge il segno MAX.",
        },
      ],
    },
    "stick-filter-care": {
      title: "Lavaggio del filtro e del ciclone",
      summary: "Una cura mensile che mantiene costante l’aspirazione e fa durare di più la batteria.",
      minutes: 10,
      steps: [
        {
          title: "Rimozione",
          text: "Spenga l’aspirapolvere, svuoti il contenitore ed estragga il filtro; poi sganci il contenitore con il ciclone dal corpo macchina.",
        },
        {
          title: "Pulizia a secco",
          text: "Batta delicatamente il filtro sul bordo del cestino per togliere la polvere grossa e spazzoli la griglia del ciclone con la spazzola 2 in 1.",
        },
        {
          title: "Risciacquo",
          text: "Sciacqui il filtro e il contenitore sotto l’acqua fredda, senza detersivi, finché l’acqua non esce limpida. Il corpo motore e la batteria non vanno mai bagnati.",
        },
        {
          title: "Asciugatura",
          text: "Scuota via l’acqua in eccesso e lasci asciugare tutto all’aria per almeno 24 ore, lontano da termosifoni e asciugacapelli.",
        },
        {
          title: "Rimontaggio",
          text: "Rimonti filtro e contenitore solo quando sono completamente asciutti, finché non scattano in posizione. Sostituisca il filtro ogni 6–12 mesi.",
        },
      ],
    },
    "wetdry-first-clean": {
      title: "La prima pulizia con l’AquaGlide",
      summary:
        "Serbatoio, detergente, rullo e autopulizia: come preparare la prima passata e lasciare l’apparecchio pronto per la volta successiva.",
      minutes: 20,
      steps: [
        {
          title: "Riempimento del serbatoio",
          text: "Estragga il serbatoio dell’acqua pulita e lo riempia con acqua fredda o tiepida fino alla linea MAX.",
        },
        {
          title: "Aggiunta del detergente",
          text: "Per lo sporco quotidiano basta l’acqua; per lo sporco più ostinato aggiunga il detergente incluso nella dose indicata sull’etichetta. Reinserisca il serbatoio finché non scatta.",
        },
        {
          title: "Montaggio del rullo",
          text: "Inserisca il rullo spazzola nella testina e chiuda il coperchio. Verifichi che il serbatoio dell’acqua sporca sia vuoto e ben inserito.",
        },
        {
          title: "Avvio della pulizia",
          text: "Tolga l’apparecchio dalla base, lo inclini leggermente all’indietro e lo accenda. Lo muova lentamente avanti e indietro: spingendo lava, tirando aspira l’acqua residua.",
        },
        {
          title: "Autopulizia sulla base",
          text: "Al termine riponga l’apparecchio sulla base e prema il pulsante di autopulizia. Poi svuoti e sciacqui il serbatoio dell’acqua sporca.",
        },
      ],
    },
    "wetdry-roller-care": {
      title: "Cura del rullo e dei serbatoi",
      summary:
        "Pochi minuti dopo ogni pulizia per pavimenti senza aloni e un apparecchio senza cattivi odori.",
      minutes: 10,
      steps: [
        {
          title: "Autopulizia",
          text: "Riponga l’apparecchio sulla base e avvii il ciclo di autopulizia, che risciacqua rullo e condotti.",
        },
        {
          title: "Rimozione del rullo",
          text: "Apra il coperchio della testina e sfili il rullo; con lo spazzolino di pulizia tolga capelli e residui dalle estremità e dal vano.",
        },
        {
          title: "Risciacquo e asciugatura del rullo",
          text: "Sciacqui il rullo sotto l’acqua corrente e lo lasci asciugare all’aria, lontano dal sole diretto. W5 Max e W7 Pro lo asciugano ad aria calda dopo l’autopulizia: lo tolga solo per una pulizia più accurata.",
        },
        {
          title: "Serbatoio dell’acqua sporca",
          text: "Estragga il serbatoio, lo svuoti e sciacqui serbatoio, coperchio con galleggiante e filtro, poi li lasci asciugare aperti. Sostituisca il filtro ogni 2 mesi.",
        },
        {
          title: "Rimontaggio",
          text: "Quando tutto è asciutto, rimonti rullo e serbatoio finché non scattano e riponga l’apparecchio sulla base. Sostituisca il rullo ogni 6 mesi circa.",
        },
      ],
    },
    "fryer-first-use": {
      title: "Prima del primo utilizzo della CrispAir",
      summary:
        "Rimozione degli imballi, lavaggio del cestello e un ciclo a vuoto: tre passaggi per preparare la friggitrice alla prima ricetta.",
      minutes: 25,
      steps: [
        {
          title: "Rimozione degli imballi",
          text: "Tolga tutti i materiali d’imballaggio, le etichette e le pellicole, anche all’interno del cassetto. Posizioni la friggitrice su un piano stabile e resistente al calore, con almeno 10 cm liberi su tutti i lati.",
        },
        {
          title: "Lavaggio del cestello",
          text: "Lavi cestello e griglia con acqua calda e detersivo per piatti oppure in lavastoviglie, li asciughi e li reinserisca. Pulisca l’interno con un panno umido.",
        },
        {
          title: "Ciclo a vuoto",
          text: "Faccia funzionare la friggitrice vuota per 10 minuti a 200 °C in una stanza ben aerata, per eliminare l’odore di nuovo. Un leggero odore o un filo di fumo al primo utilizzo sono normali.",
        },
        {
          title: "Prima ricetta",
          text: "Cominci con qualcosa di semplice, come le patatine surgelate con il programma dedicato: le distribuisca in un solo strato e scuota il cestello a metà cottura.",
        },
      ],
    },
    "fryer-crispy-fries": {
      title: "Patatine perfette con patate fresche",
      summary:
        "Ammollo, asciugatura accurata e un cucchiaio d’olio: il metodo per patatine dorate e croccanti.",
      minutes: 60,
      steps: [
        {
          title: "Taglio",
          text: "Sbucci circa 500 g di patate farinose e le tagli a bastoncini di 1 cm di spessore, tutti uguali per una cottura uniforme.",
        },
        {
          title: "Ammollo",
          text: "Lasci le patate in acqua fredda per almeno 30 minuti: perdono parte dell’amido e diventano più croccanti.",
        },
        {
          title: "Asciugatura",
          text: "Scoli le patate e le asciughi con cura con un canovaccio pulito o con carta da cucina: l’umidità impedisce la doratura.",
        },
        {
          title: "Condimento",
          text: "In una ciotola le mescoli con un cucchiaio d’olio finché non sono tutte velate; il sale si aggiunge alla fine.",
        },
        {
          title: "Cottura",
          text: "Preriscaldi la friggitrice a 200 °C per 3 minuti, metta le patate nel cestello e le cuocia per 18–22 minuti, scuotendo il cestello due volte. Sali e serva subito.",
        },
      ],
    },
  },
  quickStarts: {
    "robot-vacuums": {
      title: "Guida rapida AeroSweep",
      steps: [
        {
          title: "Contenuto della confezione",
          text: "Nella confezione trova il robot, la base di ricarica (sull’R9 Pro la stazione AutoEmpty) e le spazzole laterali (una sull’R9 Pro); secondo il modello anche il filtro HEPA di ricambio, il modulo lavaggio con panno (R7 Max) o i panni rotanti e i sacchetti per la polvere (R9 Pro). Rimuova pellicole e fermi di trasporto.",
        },
        {
          title: "Posizionamento della base",
          text: "Appoggi la base contro una parete su un pavimento piano, vicino a una presa, con 0,5 m liberi ai lati e 1,5 m davanti, lontano dalle scale e in un punto coperto dal Wi-Fi.",
        },
        {
          title: "Ricarica",
          text: "Metta il robot sulla base allineando i contatti e lo lasci caricare completamente, circa 4–5 ore, prima del primo utilizzo.",
        },
        {
          title: "Collegamento all’app",
          text: "Installi l’app Brisa Home, colleghi il telefono alla rete Wi-Fi a 2,4 GHz e aggiunga il robot. Per avviare il collegamento tenga premuti i due pulsanti del robot per 3 secondi.",
        },
        {
          title: "Prima pulizia",
          text: "Tolga dal pavimento cavi e piccoli oggetti, apra le porte e avvii la pulizia. R7 Max e R9 Pro creano la mappa con il LiDAR: la salvi e aggiunga stanze e zone vietate.",
        },
        {
          title: "Cura quotidiana",
          text: "Svuoti il contenitore dopo ogni pulizia (l’R9 Pro lo svuota da solo nella stazione AutoEmpty), controlli le spazzole ogni settimana e pulisca sensori e contatti ogni mese. Sostituisca il filtro HEPA ogni 3 mesi.",
        },
      ],
    },
    "cordless-vacuums": {
      title: "Guida rapida AeroStick",
      steps: [
        {
          title: "Montaggio del supporto",
          text: "Se il Suo modello ha il supporto a parete, lo fissi vicino a una presa a un’altezza che lasci la spazzola appoggiata a terra, e vi colleghi il caricabatterie.",
        },
        {
          title: "Ricarica",
          text: "Appoggi l’aspirapolvere sul supporto o colleghi il caricabatterie alla batteria. La prima ricarica completa richiede circa 3,5 ore (S6, S8 Flex) o 4 ore (S12 Pro); ricarichi sempre tra 5 e 35 °C.",
        },
        {
          title: "Montaggio",
          text: "Inserisca il tubo nel corpo macchina e la spazzola nel tubo finché non sente un clic. Per divani, scale e auto usi il corpo senza tubo con la bocchetta per fessure o la spazzola 2 in 1.",
        },
        {
          title: "Modalità di potenza",
          text: "La modalità eco offre la massima autonomia: fino a 40 minuti (S6), 55 minuti (S8 Flex) o 70 minuti (S12 Pro). Il boost è per tappeti e sporco ostinato e riduce l’autonomia; l’S12 Pro adatta la potenza da solo.",
        },
        {
          title: "Svuotamento del contenitore",
          text: "Tenga il contenitore sopra il cestino e prema il pulsante di apertura. Lo svuoti quando la polvere raggiunge il segno MAX, senza mai superarlo.",
        },
        {
          title: "Lavaggio del filtro",
          text: "Una volta al mese sciacqui il filtro in acqua fredda, senza detersivi, e lo lasci asciugare 24 ore prima di rimontarlo. Lo sostituisca ogni 6–12 mesi.",
        },
      ],
    },
    "wet-dry-vacuums": {
      title: "Guida rapida AquaGlide",
      steps: [
        {
          title: "Serbatoi",
          text: "Il serbatoio dell’acqua pulita va riempito fino alla linea MAX con acqua fredda o tiepida; quello dell’acqua sporca raccoglie ciò che viene aspirato e va svuotato dopo ogni utilizzo. Entrambi si inseriscono finché non scattano.",
        },
        {
          title: "Detergente",
          text: "Per lo sporco quotidiano basta l’acqua. Se serve, aggiunga il detergente incluso o un detergente a bassa schiuma per lavapavimenti, nella dose indicata; mai candeggina né oli essenziali.",
        },
        {
          title: "Prima pulizia",
          text: "Monti il rullo, tolga l’apparecchio dalla base e lo accenda. Lo muova lentamente avanti e indietro su pavimenti duri sigillati; sul legno usi la modalità eco.",
        },
        {
          title: "Autopulizia",
          text: "Al termine riponga l’apparecchio sulla base e prema il pulsante di autopulizia: rullo e condotti vengono risciacquati. W5 Max e W7 Pro asciugano poi il rullo ad aria calda.",
        },
        {
          title: "Conservazione",
          text: "Riponga l’apparecchio sulla base, in un ambiente asciutto e al riparo dal gelo, con il serbatoio dell’acqua sporca vuoto e asciutto.",
        },
        {
          title: "Manutenzione",
          text: "Sciacqui rullo, serbatoio e galleggiante ogni settimana. Sostituisca il filtro del serbatoio dell’acqua sporca ogni 2 mesi e il rullo ogni 6 mesi circa.",
        },
      ],
    },
    "air-fryers": {
      title: "Guida rapida CrispAir",
      steps: [
        {
          title: "Posizionamento",
          text: "Appoggi la friggitrice su un piano stabile e resistente al calore, con almeno 10 cm liberi su tutti i lati e lontano da pensili e tende. Non copra l’uscita dell’aria sul retro.",
        },
        {
          title: "Primo ciclo a vuoto",
          text: "Tolga imballi e pellicole, lavi cestello e griglia e faccia funzionare la friggitrice vuota per 10 minuti a 200 °C, per eliminare l’odore di nuovo.",
        },
        {
          title: "Programmi",
          text: "Scelga un programma automatico, che imposta tempo e temperatura e include il preriscaldamento, oppure li imposti a mano. Sulla F9 Dual può usare Sync Finish e Match Cook con i due cestelli.",
        },
        {
          title: "Cestello da scuotere",
          text: "Cuocia in un solo strato e scuota il cestello a metà cottura per una doratura uniforme; la F6 View Le ricorda quando farlo e permette di controllare il cibo dall’oblò.",
        },
        {
          title: "Pulizia",
          text: "Lasci raffreddare la friggitrice, poi lavi cestello e griglia in lavastoviglie o a mano. Il corpo dell’apparecchio si pulisce solo con un panno umido.",
        },
        {
          title: "Sicurezza",
          text: "Durante e dopo la cottura cestello e superfici sono molto caldi: usi le presine e l’impugnatura. Non immerga mai l’apparecchio in acqua e stacchi la spina quando non lo usa.",
        },
      ],
    },
  },
  firmware: {
    "aerosweep-r9-pro-3-2": {
      notes: [
        "Rilevamento dei tappeti più rapido: i panni si sollevano prima quando il robot sale su un tappeto.",
        "Ritorno alla stazione più intelligente, con percorsi più brevi e meno manovre davanti alla base.",
        "Corretto un raro problema per cui la mappa poteva comparire ruotata nell’app.",
      ],
    },
    "aerosweep-r9-pro-3-1": {
      notes: [
        "Svuotamento automatico più silenzioso nella stazione AutoEmpty.",
        "Riconoscimento migliorato delle deiezioni degli animali domestici, che il robot aggira con più margine.",
        "Nuova calibrazione della batteria per una stima più precisa dell’autonomia residua.",
      ],
    },
    "aerosweep-r7-max-2-8": {
      notes: [
        "Nell’app è ora possibile scegliere l’ordine in cui pulire le stanze.",
        "Pulizia dei bordi migliorata lungo pareti e battiscopa.",
        "Il robot si ricollega da solo al Wi-Fi dopo il riavvio del router.",
      ],
    },
    "aerosweep-r5-1-9": {
      notes: [
        "Programmazione delle pulizie direttamente dall’app.",
        "Autonomia più lunga in modalità eco.",
        "Corretto un problema per cui il robot poteva girare su sé stesso vicino ai tappeti neri.",
      ],
    },
    "aquaglide-w7-pro-1-4": {
      notes: [
        "Asciugatura del rullo ad aria calda più silenziosa.",
        "Avviso di serbatoio pieno più chiaro sul display.",
        "Il ciclo di autopulizia consuma meno acqua.",
      ],
    },
  },
};
