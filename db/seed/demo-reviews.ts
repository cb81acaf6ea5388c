// Reviews of the demo catalogue in the five content languages. Pure data; db/seed/seed-reviews.ts writes it.
import type { ContentLang } from "../../lib/sites.ts";
import type { CategorySlug } from "./demo-catalog.ts";

/** [score, nickname, text]; the first review of each list carries a shopper photo. */
export type DemoReview = readonly [score: 1 | 2 | 3 | 4 | 5, nickname: string, content: string];
export type ReviewPool = Record<ContentLang, DemoReview[]>;

export const categoryReviews: Record<CategorySlug, ReviewPool> = {
  "robot-vacuums": {
    en: [
      [
        5,
        "Megan R.",
        "Runs every morning while we are at work. The floors stay free of dog hair and it finds its way back to the dock every time.",
      ],
      [
        4,
        "Daniel",
        "Mapping took two runs, after that it was spot on. Still gets stuck under the sofa now and then, so I set a no-go zone.",
      ],
      [
        5,
        "Priya",
        "Quiet enough to run during a video call. The app schedule is simple and the bin is easy to empty.",
      ],
      [3, "Tom K.", "Good on hard floors, average on our thick rug. Battery is fine for a small flat."],
      [
        2,
        "Lena M.",
        "Cleans well but the side brush tangled with long hair twice in the first week. Support replaced it quickly.",
      ],
    ],
    de: [
      [
        5,
        "Jonas",
        "Läuft jeden Morgen, während wir im Büro sind. Die Hundehaare sind weg und er findet immer zurück zur Station.",
      ],
      [
        4,
        "Sabine K.",
        "Die Kartierung hat zwei Durchgänge gebraucht, danach passt alles. Unter dem Sofa bleibt er manchmal hängen.",
      ],
      [
        5,
        "Markus",
        "Leise genug für Videokonferenzen. Zeitplan in der App ist schnell eingerichtet, der Behälter leicht zu leeren.",
      ],
      [
        3,
        "Petra",
        "Auf Fliesen sehr gut, auf dem Hochflorteppich nur mittelmäßig. Akku reicht für unsere 70 m².",
      ],
      [2, "Uwe B.", "Saugt ordentlich, aber die Seitenbürste hat sich zweimal in langen Haaren verheddert."],
    ],
    fr: [
      [
        5,
        "Camille",
        "Il passe chaque matin pendant qu’on travaille. Plus de poils de chien et il retrouve toujours sa base.",
      ],
      [
        4,
        "Julien D.",
        "La cartographie a demandé deux passages, ensuite c’est parfait. Il se coince parfois sous le canapé.",
      ],
      [
        5,
        "Sophie",
        "Assez silencieux pour une visio. La programmation dans l’appli est simple et le bac se vide facilement.",
      ],
      [
        3,
        "Nicolas",
        "Très bien sur le carrelage, moyen sur notre tapis épais. L’autonomie suffit pour un petit appartement.",
      ],
      [
        2,
        "Élodie M.",
        "Bon nettoyage, mais la brosse latérale s’est emmêlée deux fois dans des cheveux longs.",
      ],
    ],
    es: [
      [
        5,
        "Lucía",
        "Pasa cada mañana mientras trabajamos. Adiós a los pelos del perro y siempre vuelve solo a la base.",
      ],
      [
        4,
        "Javier M.",
        "El mapa necesitó dos pasadas, después perfecto. A veces se queda atascado bajo el sofá.",
      ],
      [5, "Marta", "Lo bastante silencioso para una videollamada. La programación en la app es sencilla."],
      [
        3,
        "Pablo",
        "Muy bien en baldosas, regular en nuestra alfombra gruesa. La batería da para un piso pequeño.",
      ],
      [
        2,
        "Carmen R.",
        "Limpia bien, pero el cepillo lateral se enredó dos veces con pelo largo la primera semana.",
      ],
    ],
    it: [
      [
        5,
        "Giulia",
        "Pulisce ogni mattina mentre siamo al lavoro. Niente più peli del cane e torna sempre alla base.",
      ],
      [
        4,
        "Marco B.",
        "La mappatura ha richiesto due passaggi, poi perfetta. Ogni tanto si incastra sotto il divano.",
      ],
      [
        5,
        "Francesca",
        "Abbastanza silenzioso da usarlo durante una videochiamata. Programmazione nell’app semplicissima.",
      ],
      [
        3,
        "Luca",
        "Ottimo sulle piastrelle, nella media sul tappeto spesso. La batteria basta per un bilocale.",
      ],
      [
        2,
        "Chiara R.",
        "Pulisce bene, ma la spazzola laterale si è aggrovigliata due volte con i capelli lunghi.",
      ],
    ],
  },
  "cordless-vacuums": {
    en: [
      [
        5,
        "Chris P.",
        "Light enough to carry upstairs with one hand. The pet tool pulls cat hair off the stairs like nothing else we tried.",
      ],
      [
        4,
        "Hannah",
        "Strong suction and the wall mount is handy. Max mode drains the battery fast, but normal mode does the whole house.",
      ],
      [5, "Oliver", "Replaced our corded upright. Emptying the bin is clean and quick, no dust cloud."],
      [
        3,
        "Sam W.",
        "Works well, though the trigger gets tiring on long sessions. I would like a lock button.",
      ],
    ],
    de: [
      [
        5,
        "Katrin",
        "Leicht genug, um ihn mit einer Hand die Treppe hochzutragen. Die Tierhaardüse ist großartig.",
      ],
      [
        4,
        "Stefan W.",
        "Starke Saugkraft, die Wandhalterung ist praktisch. Im Max-Modus ist der Akku schnell leer.",
      ],
      [
        5,
        "Anna L.",
        "Hat unseren alten Bodenstaubsauger ersetzt. Behälter leeren geht sauber und ohne Staubwolke.",
      ],
      [
        3,
        "Tobias",
        "Funktioniert gut, aber der Schalter ermüdet bei langen Einsätzen. Eine Feststelltaste wäre schön.",
      ],
    ],
    fr: [
      [
        5,
        "Pauline",
        "Assez léger pour monter l’escalier d’une main. L’embout animaux enlève les poils de chat sans effort.",
      ],
      [4, "Thomas", "Aspiration puissante et support mural pratique. En mode max la batterie se vide vite."],
      [5, "Claire B.", "Il a remplacé notre aspirateur filaire. Vider le bac est propre et rapide."],
      [
        3,
        "Hugo",
        "Fonctionne bien, mais la gâchette fatigue à la longue. Un bouton de verrouillage serait bienvenu.",
      ],
    ],
    es: [
      [
        5,
        "Sergio",
        "Tan ligero que lo subo por la escalera con una mano. El accesorio para mascotas es una maravilla.",
      ],
      [
        4,
        "Elena G.",
        "Buena succión y el soporte de pared es práctico. En modo máximo la batería se agota rápido.",
      ],
      [5, "Andrea", "Sustituyó a nuestra aspiradora con cable. Vaciar el depósito es limpio y rápido."],
      [
        3,
        "Raúl",
        "Funciona bien, aunque el gatillo cansa en sesiones largas. Echo de menos un botón de bloqueo.",
      ],
    ],
    it: [
      [
        5,
        "Alessandro",
        "Leggero abbastanza da portarlo di sopra con una mano. La spazzola per animali è fantastica.",
      ],
      [
        4,
        "Sara M.",
        "Aspirazione potente e supporto a parete comodo. In modalità max la batteria si scarica in fretta.",
      ],
      [
        5,
        "Elena",
        "Ha sostituito il nostro vecchio aspirapolvere a filo. Svuotare il contenitore è pulito e veloce.",
      ],
      [
        3,
        "Davide",
        "Funziona bene, ma il grilletto stanca nelle sessioni lunghe. Servirebbe un tasto di blocco.",
      ],
    ],
  },
  "wet-dry-vacuums": {
    en: [
      [
        5,
        "Rachel",
        "Spilled a full glass of juice on the kitchen floor: one pass and it was gone, sticky spots included.",
      ],
      [
        4,
        "Mike D.",
        "Cleans the tiles better than my old mop. Self-cleaning cycle is great, the dirty tank still needs a rinse.",
      ],
      [
        5,
        "Emma J.",
        "Vacuums and mops in one go, which halves my Saturday chores. Dries the floor quickly too.",
      ],
      [
        2,
        "Kevin",
        "Heavier than expected and loud on max. Cleaning result is good, but not for small hands.",
      ],
    ],
    de: [
      [
        5,
        "Miriam",
        "Ein ganzes Glas Saft auf dem Küchenboden: ein Durchgang und alles war weg, auch die klebrigen Stellen.",
      ],
      [
        4,
        "Frank H.",
        "Reinigt die Fliesen besser als mein alter Wischmopp. Der Schmutzwassertank muss trotzdem ausgespült werden.",
      ],
      [
        5,
        "Laura",
        "Saugt und wischt in einem Durchgang, das halbiert meinen Samstagsputz. Der Boden ist schnell trocken.",
      ],
      [
        2,
        "Dieter",
        "Schwerer als erwartet und laut auf höchster Stufe. Das Ergebnis ist gut, aber handlich ist er nicht.",
      ],
    ],
    fr: [
      [
        5,
        "Manon",
        "Un verre de jus renversé dans la cuisine : un passage et tout a disparu, même les taches collantes.",
      ],
      [
        4,
        "Antoine",
        "Nettoie le carrelage mieux que ma vieille serpillière. Le réservoir d’eau sale doit quand même être rincé.",
      ],
      [
        5,
        "Laura P.",
        "Aspire et lave en même temps, mon ménage du samedi est divisé par deux. Le sol sèche vite.",
      ],
      [2, "Bernard", "Plus lourd que prévu et bruyant au maximum. Bon résultat, mais peu maniable."],
    ],
    es: [
      [
        5,
        "Nuria",
        "Se me cayó un vaso de zumo en la cocina: una pasada y desapareció, manchas pegajosas incluidas.",
      ],
      [
        4,
        "Alberto",
        "Limpia las baldosas mejor que mi fregona. El depósito de agua sucia hay que enjuagarlo igualmente.",
      ],
      [
        5,
        "Cristina P.",
        "Aspira y friega a la vez, me ahorra media mañana del sábado. El suelo se seca enseguida.",
      ],
      [2, "Manuel", "Más pesada de lo esperado y ruidosa al máximo. Limpia bien, pero no es manejable."],
    ],
    it: [
      [
        5,
        "Valentina",
        "Un bicchiere di succo rovesciato in cucina: una passata e sparito, anche le macchie appiccicose.",
      ],
      [
        4,
        "Paolo G.",
        "Pulisce le piastrelle meglio del mio vecchio mocio. Il serbatoio dell’acqua sporca va comunque sciacquato.",
      ],
      [
        5,
        "Martina",
        "Aspira e lava in un solo passaggio, il sabato ho dimezzato le pulizie. Il pavimento asciuga in fretta.",
      ],
      [2, "Roberto", "Più pesante del previsto e rumoroso al massimo. Buon risultato, ma poco maneggevole."],
    ],
  },
  "air-fryers": {
    en: [
      [
        5,
        "Jess",
        "Crispy fries with a spoon of oil in 18 minutes. The basket is non-stick and goes in the dishwasher.",
      ],
      [
        5,
        "Aaron L.",
        "We use it more than the oven now. Preheats fast and the presets are actually sensible.",
      ],
      [4, "Nora", "Great results for two people. For a family of four the basket gets full quickly."],
      [
        3,
        "Greg",
        "Cooks well, but the fan is louder than I hoped and the display is hard to read in daylight.",
      ],
    ],
    de: [
      [
        5,
        "Julia",
        "Knusprige Pommes mit einem Löffel Öl in 18 Minuten. Der Korb ist antihaftbeschichtet und spülmaschinenfest.",
      ],
      [
        5,
        "Michael",
        "Wir nutzen ihn inzwischen öfter als den Backofen. Heizt schnell vor, die Programme sind sinnvoll.",
      ],
      [4, "Nina S.", "Für zwei Personen ideal. Für eine vierköpfige Familie ist der Korb schnell voll."],
      [
        3,
        "Holger",
        "Gart gut, aber der Lüfter ist lauter als erhofft und das Display bei Tageslicht schwer lesbar.",
      ],
    ],
    fr: [
      [
        5,
        "Léa",
        "Des frites croustillantes avec une cuillère d’huile en 18 minutes. Le panier passe au lave-vaisselle.",
      ],
      [
        5,
        "Maxime",
        "On l’utilise plus que le four maintenant. Préchauffage rapide et programmes bien pensés.",
      ],
      [4, "Inès", "Parfait pour deux. Pour une famille de quatre, le panier est vite plein."],
      [
        3,
        "Gérard",
        "Cuisson réussie, mais le ventilateur est plus bruyant que prévu et l’écran peu lisible en plein jour.",
      ],
    ],
    es: [
      [
        5,
        "Paula",
        "Patatas crujientes con una cucharada de aceite en 18 minutos. La cesta va al lavavajillas.",
      ],
      [5, "Diego", "Ya la usamos más que el horno. Precalienta rápido y los programas tienen sentido."],
      [4, "Irene", "Genial para dos personas. Para una familia de cuatro la cesta se llena enseguida."],
      [
        3,
        "Jorge",
        "Cocina bien, pero el ventilador es más ruidoso de lo que esperaba y la pantalla se ve mal con luz.",
      ],
    ],
    it: [
      [
        5,
        "Federica",
        "Patatine croccanti con un cucchiaio d’olio in 18 minuti. Il cestello va in lavastoviglie.",
      ],
      [5, "Matteo", "Ormai la usiamo più del forno. Si preriscalda in fretta e i programmi sono sensati."],
      [4, "Silvia", "Ottima per due persone. Per una famiglia di quattro il cestello si riempie presto."],
      [
        3,
        "Giorgio",
        "Cuoce bene, ma la ventola è più rumorosa del previsto e il display si legge male alla luce.",
      ],
    ],
  },
};

export const accessoryReviews: ReviewPool = {
  en: [
    [5, "Linda", "Fits perfectly and the difference in suction is noticeable straight away."],
    [4, "Ben", "Genuine part, easy to swap in under a minute. A little pricey for a consumable."],
  ],
  de: [
    [5, "Claudia", "Passt perfekt, die Saugkraft ist sofort spürbar besser."],
    [4, "Jan", "Originalteil, in unter einer Minute getauscht. Für ein Verschleißteil etwas teuer."],
  ],
  fr: [
    [5, "Isabelle", "S’adapte parfaitement et la différence d’aspiration se voit tout de suite."],
    [4, "Mathieu", "Pièce d’origine, remplacée en moins d’une minute. Un peu cher pour un consommable."],
  ],
  es: [
    [5, "Rosa", "Encaja perfectamente y la diferencia de succión se nota enseguida."],
    [4, "Iván", "Pieza original, se cambia en menos de un minuto. Algo cara para ser un consumible."],
  ],
  it: [
    [5, "Laura", "Si monta perfettamente e la differenza di aspirazione si nota subito."],
    [
      4,
      "Stefano",
      "Ricambio originale, si sostituisce in meno di un minuto. Un po’ caro per un consumabile.",
    ],
  ],
};
