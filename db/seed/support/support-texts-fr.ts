import type { DemoSupportTexts } from "./support-texts.ts";

/** The support centre's demo texts in French. */
export const supportTextsFr: DemoSupportTexts = {
  faqs: {
    "order-change-after-placing": {
      question: "Puis-je modifier ou annuler ma commande après l’avoir passée ?",
      answer: [
        "Tant que la commande n’est pas payée, vous pouvez l’annuler vous-même : ouvrez « Mes commandes », sélectionnez la commande puis « Annuler la commande ». Les articles sont remis en vente et rien n’est débité. Pour changer un article, une quantité ou l’adresse de livraison, annulez-la puis passez une nouvelle commande.",
        "Si la commande est déjà payée mais pas encore expédiée, écrivez-nous au plus vite via le formulaire de la page « Commentaires » de l’Assistance ou à support@brisahome.example, en indiquant le numéro de commande : nous ferons notre possible pour la modifier ou l’annuler avant son départ.",
        "Une fois le colis expédié, la commande ne peut plus être modifiée. Vous pouvez en revanche retourner ou échanger le produit dans les 7 jours suivant la livraison.",
      ],
    },
    "order-payment-time": {
      question: "Combien de temps ai-je pour payer ma commande ?",
      answer: [
        "Vous disposez de 30 minutes après avoir passé la commande pour la régler. Pendant ce délai, les articles vous sont réservés et le temps restant s’affiche sur la commande, dans « Mes commandes ».",
        "Si le paiement a échoué ou si vous avez fermé la page, ouvrez la commande et cliquez sur « Payer maintenant » pour réessayer, éventuellement avec un autre moyen de paiement.",
        "Passé 30 minutes sans paiement, la commande est annulée automatiquement et les articles sont remis en stock. Rien n’est débité : il vous suffit de passer une nouvelle commande.",
      ],
    },
    "order-payment-methods": {
      question: "Quels moyens de paiement acceptez-vous ?",
      answer: [
        "Vous pouvez payer par carte bancaire, PayPal, Google Pay, Apple Pay ou Klarna. Vous choisissez le moyen de paiement à la dernière étape de la commande. Google Pay et Apple Pay ne s’affichent que sur les appareils et navigateurs compatibles.",
        "Avec Klarna, la commande peut rester « En attente » quelques instants, le temps que Klarna confirme le paiement. Inutile de payer une seconde fois : le statut passe à « En traitement » dès la confirmation.",
      ],
    },
    "order-coupon-use": {
      question: "Comment utiliser un bon de réduction ?",
      answer: [
        "Lors du paiement, saisissez le code dans le champ « Code de réduction » puis cliquez sur « Appliquer », ou choisissez l’un des bons enregistrés dans votre compte. La remise apparaît aussitôt dans le récapitulatif de la commande.",
        "Un seul bon peut être utilisé par commande. Dans « Mes bons de réduction », chaque bon indique les produits auxquels il s’applique, le montant minimum d’achat et sa période de validité.",
        "Si une commande non payée est annulée, par vous ou à l’expiration du délai de paiement, le bon utilisé vous est rendu et reste valable jusqu’à sa date de fin.",
      ],
    },
    "shipping-time": {
      question: "Quel est le délai de livraison ?",
      answer: [
        "Nous expédions les commandes sous 2 à 5 jours ouvrés après le paiement. Dès que le colis part, vous recevez un e-mail avec le nom du transporteur et le numéro de suivi.",
        "Vous pouvez suivre l’avancement à tout moment dans « Mes commandes » : le détail de la commande indique son statut, la date d’expédition, le transporteur et le numéro de suivi.",
      ],
    },
    "shipping-cost": {
      question: "Combien coûte la livraison ?",
      answer: [
        "La livraison est gratuite pour tous les appareils principaux : aspirateurs robots, aspirateurs balais, aspirateurs laveurs et friteuses sans huile.",
        "Pour une commande d’accessoires seuls, de petits frais de livraison peuvent s’appliquer. Leur montant exact s’affiche lors du paiement, avant que vous ne validiez la commande.",
      ],
    },
    "shipping-countries": {
      question: "Dans quels pays livrez-vous ?",
      answer: [
        "Chacun de nos sites régionaux livre dans son propre pays : ce site livre les adresses situées en France, et nos sites pour l’Allemagne, l’Espagne, l’Italie, le Royaume-Uni et les États-Unis livrent chacun dans leur pays.",
        "Pour une livraison dans un autre de ces pays, passez commande sur le site du pays concerné. Les prix, la devise et les bons de réduction sont propres à chaque site.",
      ],
    },
    "returns-seven-days": {
      question: "Puis-je retourner un produit qui ne me convient pas ?",
      answer: [
        "Oui. Vous pouvez retourner ou échanger un produit dans les 7 jours suivant la livraison, quelle qu’en soit la raison. Pour les appareils principaux, le retour est gratuit : nous vous fournissons l’étiquette de retour.",
        "Ce retour sous 7 jours s’ajoute à votre droit légal de rétractation de 14 jours, applicable dans l’Union européenne et au Royaume-Uni. Vous pouvez l’exercer dans les 14 jours suivant la réception du produit, sans avoir à vous justifier.",
      ],
    },
    "returns-how": {
      question: "Comment retourner un produit ?",
      answer: [
        "Écrivez-nous via le formulaire de la page « Commentaires » de l’Assistance ou à support@brisahome.example, en indiquant votre numéro de commande, le produit concerné et si vous souhaitez un remboursement ou un échange.",
        "Remballez le produit avec tous ses accessoires, de préférence dans son emballage d’origine. Collez sur le colis l’étiquette de retour que nous vous envoyons par e-mail, puis déposez-le auprès du transporteur indiqué.",
        "Dès réception du colis, nous vous remboursons sur le moyen de paiement utilisé pour la commande, ou nous vous expédions le produit de remplacement.",
      ],
    },
    "returns-refund-time": {
      question: "Quand serai-je remboursé ?",
      answer: [
        "Nous effectuons le remboursement au plus tard 14 jours après la réception de votre retour, sur le moyen de paiement utilisé pour la commande. Le délai d’affichage sur votre compte dépend ensuite de votre banque ou du prestataire de paiement.",
        "La commande passe au statut « Remboursée » dès que le prestataire de paiement confirme le remboursement, et vous recevez un e-mail de confirmation.",
        "Attention : un bon de réduction utilisé pour une commande remboursée ne vous est pas restitué.",
      ],
    },
    "warranty-length": {
      question: "Quelle est la durée de la garantie ?",
      answer: [
        "Le corps principal de chaque appareil est garanti 1 an à compter de la livraison. Cette garantie commerciale s’ajoute à la garantie légale de conformité de 2 ans et à la garantie des vices cachés, qui s’appliquent dans tous les cas.",
        "Les pièces d’usure, comme les filtres, les brosses, les serpillières et les batteries, sont couvertes contre les défauts de fabrication. Leur usure normale, par exemple une brosse aux poils écartés ou une batterie qui perd de l’autonomie après des années d’utilisation, n’est pas couverte.",
      ],
    },
    "warranty-claim": {
      question: "Comment faire jouer la garantie ?",
      answer: [
        "Envoyez votre demande via le formulaire de la page « Commentaires » de l’Assistance ou à support@brisahome.example, avec votre numéro de commande, le modèle concerné, une description du problème et une photo ou une courte vidéo qui le montre.",
        "Avant de nous écrire, consultez les guides de dépannage de votre modèle : de nombreux problèmes se règlent en quelques minutes.",
        "Si le défaut est confirmé, nous réparons ou remplaçons l’appareil sans frais et vous indiquons comment nous le faire parvenir.",
      ],
    },
    "warranty-spare-parts": {
      question: "Où trouver des pièces détachées ?",
      answer: [
        "La page d’assistance de chaque modèle liste les accessoires et pièces qui lui sont compatibles : filtres, brosses, serpillières, sacs à poussière, batteries ou paniers. Vous pouvez les acheter directement dans la boutique.",
        "La compatibilité est également indiquée sur la fiche de chaque accessoire. Nous gardons des pièces disponibles pour les modèles plus anciens, comme l’AeroSweep R4.",
      ],
    },
    "account-reset-password": {
      question: "J’ai oublié mon mot de passe : que faire ?",
      answer: [
        "Sur la page « Se connecter », cliquez sur « Mot de passe oublié ? » et saisissez l’adresse e-mail de votre compte. Nous vous envoyons un code à 6 chiffres, valable 10 minutes.",
        "Saisissez ce code puis choisissez un nouveau mot de passe. Si l’e-mail n’arrive pas, vérifiez vos courriers indésirables ; si le code a expiré, demandez-en simplement un nouveau.",
      ],
    },
    "account-change-email": {
      question: "Comment changer l’adresse e-mail de mon compte ?",
      answer: [
        "Connectez-vous, ouvrez « Mon compte » et modifiez l’adresse e-mail. Nous envoyons un code de vérification à la nouvelle adresse : saisissez-le dans les 10 minutes pour confirmer le changement.",
        "Vous vous connectez ensuite avec la nouvelle adresse, qui reçoit aussi les confirmations de commande et les avis d’expédition.",
      ],
    },
    "account-delete": {
      question: "Comment supprimer mon compte ?",
      answer: [
        "Écrivez-nous via le formulaire de la page « Commentaires » de l’Assistance ou à support@brisahome.example, depuis l’adresse e-mail de votre compte, en demandant sa suppression. Nous vous confirmons la suppression par e-mail.",
        "Vos données personnelles sont alors effacées, à l’exception des informations liées à vos commandes, que nous conservons aussi longtemps que la législation fiscale l’exige. Les bons de réduction non utilisés sont perdus.",
      ],
    },
    "robot-first-run": {
      question: "Que faire avant la première utilisation de mon robot ?",
      answer: [
        "Chargez complètement le robot sur sa base avant le premier nettoyage : comptez environ 4 à 5 heures. Profitez-en pour installer l’application Brisa Home et connecter le robot au Wi-Fi 2,4 GHz de votre domicile.",
        "Placez la base contre un mur, sur un sol dur et plat, avec 0,5 m d’espace libre de chaque côté et 1,5 m devant. Évitez le haut d’un escalier et les recoins étroits.",
        "Avant le premier passage, ramassez les câbles, chaussettes, lacets et petits objets, et ouvrez les portes des pièces à nettoyer. Sur l’AeroSweep R7 Max et le R9 Pro, ce premier passage sert aussi à créer la carte de votre logement.",
      ],
    },
    "robot-map": {
      question: "Comment le robot cartographie-t-il mon logement ?",
      answer: [
        "L’AeroSweep R7 Max et le R9 Pro balayent votre intérieur avec un capteur laser LiDAR. Lors du premier passage, ils dessinent un plan précis de chaque pièce, que vous voyez se construire en direct dans l’application Brisa Home.",
        "À la fin du passage, enregistrez la carte. Vous pouvez ensuite vérifier le découpage des pièces, les renommer et ajouter des zones interdites, par exemple autour des gamelles ou du coin des jouets.",
        "Le robot peut mémoriser jusqu’à quatre cartes, une par étage : posez-le simplement à l’étage voulu, il reconnaît la carte correspondante.",
      ],
    },
    "robot-carpets": {
      question: "Mon robot nettoie-t-il les tapis ?",
      answer: [
        "Oui. Tous les robots AeroSweep détectent les tapis et augmentent automatiquement la puissance d’aspiration, puis la réduisent de nouveau sur les sols durs. Ils franchissent des bords de tapis jusqu’à 2 cm (2,2 cm pour le R9 Pro). Excluez les tapis à longues franges par une zone interdite.",
        "Pour le lavage, le R9 Pro relève ses serpillières de 10 mm dès qu’il détecte un tapis et continue d’aspirer. Le R7 Max, dont la serpillière ne se relève pas, évite les tapis lorsque le module de lavage est installé : retirez le module pour aspirer les tapis. L’AeroSweep R5 aspire sans laver.",
      ],
    },
    "robot-auto-empty": {
      question: "À quelle fréquence changer le sac de la station AutoEmpty ?",
      answer: [
        "Après chaque passage, la station AutoEmpty de l’AeroSweep R9 Pro vide le bac du robot dans un sac hermétique de 3 litres. Dans un foyer moyen, ce sac est à changer toutes les 6 à 8 semaines environ, plus souvent avec des animaux.",
        "L’application vous prévient lorsque le sac est plein. Ouvrez le couvercle de la station et tirez la poignée du sac : il se ferme automatiquement au retrait, sans laisser s’échapper la poussière. Mettez un sac neuf en place avant de refermer.",
        "Utilisez uniquement des sacs AutoEmpty d’origine, en version standard ou antibactérienne, disponibles dans la boutique.",
      ],
    },
    "stick-runtime": {
      question: "Quelle est l’autonomie de mon aspirateur balai ?",
      answer: [
        "Elle dépend du modèle et du mode de puissance. En mode éco, l’AeroStick S6 tient jusqu’à 40 minutes, le S8 Flex jusqu’à 55 minutes et le S12 Pro jusqu’à 70 minutes. En mode standard et avec la brosse motorisée sur les tapis, l’autonomie est plus courte.",
        "Le mode boost délivre toute la puissance pour les tapis épais et les saletés incrustées, mais réduit l’autonomie à environ 8 à 12 minutes selon le modèle : réservez-le aux zones qui en ont besoin.",
        "Pour l’AeroStick S6 et le S8 Flex, une seconde batterie amovible se clipse en quelques secondes et double le temps de nettoyage. Une batterie longue durée de rechange existe aussi pour le S12 Pro.",
      ],
    },
    "stick-charging": {
      question: "Comment recharger mon aspirateur balai ?",
      answer: [
        "Posez l’aspirateur sur son support mural (fourni avec l’AeroStick S8 Flex et le Kit Pro du S12 Pro), ou branchez le chargeur directement sur la batterie, dans l’appareil ou retirée. Une batterie vide se recharge complètement en 3 h 30 environ pour le S6 et le S8 Flex, et en 4 heures pour le S12 Pro.",
        "Les voyants de la batterie indiquent le niveau de charge : ils clignotent pendant la charge et restent allumés quand elle est terminée. Sur le S12 Pro, l’écran couleur affiche aussi l’autonomie restante en minutes.",
        "Rechargez à température ambiante, entre 5 et 35 °C. Vous pouvez laisser l’aspirateur sur son support entre deux utilisations : la batterie est protégée contre la surcharge.",
      ],
    },
    "stick-filter-wash": {
      question: "À quelle fréquence dois-je laver le filtre ?",
      answer: [
        "Lavez le filtre une fois par mois, plus souvent si vous aspirez beaucoup de poils ou de poussière fine. Tapotez-le au-dessus d’une poubelle, puis rincez-le sous l’eau froide du robinet, sans savon, jusqu’à ce que l’eau soit claire.",
        "Laissez-le sécher à l’air libre pendant au moins 24 heures avant de le remettre en place : un filtre humide peut endommager le moteur. Ne le passez jamais au lave-linge, au lave-vaisselle ni au sèche-cheveux, et ne le posez pas sur un radiateur.",
        "Remplacez le filtre tous les 6 à 12 mois selon l’usage, ou plus tôt s’il est déchiré ou déformé.",
      ],
    },
    "wetdry-floors": {
      question: "Sur quels sols puis-je utiliser mon aspirateur laveur ?",
      answer: [
        "Les AquaGlide sont conçus pour les sols durs étanches : carrelage, grès cérame, vinyle, linoléum, pierre traitée, stratifié et parquet vitrifié ou vernis.",
        "Ne les utilisez pas sur le bois brut, huilé ou ciré, qui absorbe l’eau, ni sur les tapis et les moquettes. Sur le parquet vitrifié et le stratifié, choisissez un faible débit d’eau pour que le sol sèche en quelques minutes ; en cas de doute, faites d’abord un essai sur une zone peu visible.",
      ],
    },
    "wetdry-detergent": {
      question: "Quel produit de nettoyage puis-je utiliser ?",
      answer: [
        "L’eau claire suffit pour l’entretien courant. Pour les salissures grasses, ajoutez uniquement une solution peu moussante conçue pour les aspirateurs laveurs, comme le nettoyant pour sols fourni avec votre AquaGlide, en respectant le dosage indiqué sur le flacon.",
        "N’utilisez jamais d’eau de Javel, d’huiles essentielles ni de détergents ménagers ordinaires : ils moussent, laissent un film collant et peuvent endommager les joints et le moteur. Ne versez jamais de produit dans le réservoir d’eau sale.",
      ],
    },
    "wetdry-self-clean": {
      question: "Comment fonctionne le cycle d’autonettoyage ?",
      answer: [
        "Après le nettoyage, reposez l’appareil sur sa base, vérifiez qu’il reste de l’eau dans le réservoir d’eau propre, puis appuyez sur le bouton d’autonettoyage. L’appareil rince alors le rouleau et les conduits à l’eau propre, puis aspire l’eau de rinçage dans le réservoir d’eau sale. Le W7 Pro rince son rouleau à 80 °C.",
        "Le rouleau est ensuite séché à l’air chaud, sur le W5 Max comme sur le W7 Pro, pour rester frais et sans odeur. Laissez l’appareil sur sa base jusqu’à la fin du séchage.",
        "Une fois le cycle terminé, videz et rincez le réservoir d’eau sale : n’y laissez jamais d’eau jusqu’au lendemain.",
      ],
    },
    "fryer-preheat": {
      question: "Faut-il préchauffer la friteuse sans huile ?",
      answer: [
        "Pour un résultat croustillant, oui : 3 minutes de préchauffage suffisent. Réglez la température de cuisson, faites chauffer l’appareil avec le panier vide, puis ajoutez les aliments.",
        "Les programmes automatiques intègrent déjà ce préchauffage : vous n’avez rien à faire de plus. Pour réchauffer des restes, le préchauffage n’est pas nécessaire.",
      ],
    },
    "fryer-dishwasher": {
      question: "Le panier passe-t-il au lave-vaisselle ?",
      answer: [
        "Oui, le panier et la grille de toutes les friteuses CrispAir passent au lave-vaisselle, une fois refroidis. Pour préserver le revêtement antiadhésif, évitez les éponges abrasives et les ustensiles métalliques ; un lavage à l’eau chaude savonneuse suffit souvent.",
        "Le corps de l’appareil ne doit jamais être plongé dans l’eau ni passé sous le robinet. Débranchez-le, laissez-le refroidir et essuyez l’intérieur et l’extérieur avec un chiffon humide.",
      ],
    },
    "fryer-dual-zone": {
      question: "Comment fonctionnent les deux paniers de la CrispAir F9 Dual ?",
      answer: [
        "Chaque panier de 4,5 litres a sa propre température et sa propre minuterie : vous pouvez cuire deux aliments différents en même temps, ou n’utiliser qu’un seul panier.",
        "Avec Sync Finish, réglez chaque panier séparément puis appuyez sur Sync Finish : l’appareil démarre d’abord le panier dont la cuisson est la plus longue et lance l’autre plus tard, pour que les deux soient prêts en même temps. Idéal pour un poulet d’un côté et des légumes de l’autre.",
        "Avec Match Cook, les réglages d’un panier sont copiés sur l’autre : pratique pour cuire une grande quantité d’un même aliment dans les deux paniers.",
      ],
    },
  },
  troubleshooting: {
    "robot-not-charging": {
      symptom: "Le robot ne se charge pas sur sa base",
      summary:
        "Le plus souvent, la base n’est pas alimentée ou les contacts de charge sont sales : quelques vérifications suffisent.",
      causes: [
        "La base n’est pas branchée, ou la prise n’est pas alimentée.",
        "Les contacts de charge du robot ou de la base sont sales.",
        "La base est mal placée : sur un tapis, sur un sol inégal ou sans assez d’espace devant.",
      ],
      steps: [
        "Vérifiez que l’adaptateur est bien branché sur la base et sur une prise qui fonctionne : le voyant d’alimentation de la base doit être allumé.",
        "Essuyez les contacts de charge métalliques sous le robot et sur la base avec un chiffon sec et propre.",
        "Placez la base contre un mur, sur un sol dur et plat, avec 0,5 m d’espace libre de chaque côté et 1,5 m devant.",
        "Reposez le robot sur la base en alignant bien ses contacts sur ceux de la base, jusqu’à ce que le voyant du robot indique la charge.",
        "Si rien ne change, redémarrez le robot et débranchez la base pendant 1 minute avant de la rebrancher. Si le problème persiste, contactez-nous via la page « Commentaires » de l’Assistance.",
      ],
    },
    "robot-stuck": {
      symptom: "Le robot se bloque souvent",
      summary:
        "Un robot qui se coince bute généralement sur des câbles, des seuils trop hauts ou des meubles bas : un peu de rangement et des zones interdites règlent la plupart des cas.",
      causes: [
        "Des câbles, lacets, chaussettes ou franges de tapis se prennent dans les brosses.",
        "Des seuils ou bords de tapis de plus de 2 cm (2,2 cm pour le R9 Pro), qu’il ne peut pas franchir.",
        "Des meubles bas sous lesquels il s’engage puis reste coincé.",
        "Des capteurs de vide encrassés, qui lui font croire à une marche.",
      ],
      steps: [
        "Avant chaque nettoyage, ramassez les câbles, chargeurs, chaussettes et petits objets, et repliez les franges des tapis.",
        "Repérez dans l’application l’endroit où le robot s’est bloqué, puis ajoutez une zone ou une ligne interdite autour.",
        "Pour un meuble à peine plus haut que le robot, interdisez la zone en dessous ou surélevez légèrement le meuble.",
        "Essuyez les capteurs de vide sous le robot avec un chiffon sec et doux.",
        "Si un seuil trop haut sépare deux pièces à nettoyer, installez une petite rampe de seuil ou nettoyez chaque pièce séparément.",
      ],
    },
    "robot-weak-suction": {
      symptom: "Le robot aspire mal ou laisse des saletés",
      summary:
        "Une aspiration faible vient presque toujours d’un bac plein, d’un filtre encrassé ou de cheveux enroulés autour de la brosse principale.",
      causes: [
        "Le bac à poussière est plein.",
        "Le filtre HEPA est encrassé ou a plus de 3 mois.",
        "Des cheveux ou des fils sont enroulés autour de la brosse principale ou des brosses latérales.",
        "L’entrée d’aspiration sous le robot est obstruée.",
      ],
      steps: [
        "Videz le bac à poussière. Sur le R9 Pro, vérifiez aussi que le sac de la station AutoEmpty n’est pas plein.",
        "Retirez le filtre et tapotez-le au-dessus d’une poubelle pour faire tomber la poussière ; remplacez-le s’il reste encrassé ou s’il a plus de 3 mois.",
        "Retournez le robot, sortez la brosse principale et coupez les cheveux enroulés avec l’outil de nettoyage, puis dégagez les brosses latérales.",
        "Vérifiez l’entrée d’aspiration et retirez tout objet coincé, puis remontez l’ensemble et lancez un nettoyage d’essai.",
      ],
    },
    "robot-wifi": {
      symptom: "L’application ne trouve pas le robot",
      summary:
        "Les robots AeroSweep se connectent uniquement au Wi-Fi 2,4 GHz : la plupart des échecs viennent du réseau choisi ou de la distance au routeur.",
      causes: [
        "Le réseau choisi est en 5 GHz, ou votre box diffuse les bandes 2,4 et 5 GHz sous un même nom.",
        "Le téléphone n’est pas connecté au même réseau Wi-Fi que celui proposé au robot.",
        "Le robot est trop loin du routeur, ou séparé de lui par des murs épais.",
      ],
      steps: [
        "Connectez votre téléphone au réseau Wi-Fi 2,4 GHz de votre domicile ; si votre box réunit les deux bandes sous un même nom, activez un réseau 2,4 GHz distinct dans ses réglages.",
        "Placez le robot et sa base à quelques mètres du routeur le temps de la connexion.",
        "Réinitialisez le Wi-Fi du robot en maintenant ses deux boutons enfoncés pendant 3 secondes, jusqu’au signal sonore.",
        "Relancez l’ajout du robot dans l’application Brisa Home, choisissez ce même réseau et saisissez soigneusement le mot de passe, en respectant les majuscules.",
      ],
    },
    "robot-mop-streaks": {
      symptom: "La serpillière laisse des traces ou des flaques",
      summary:
        "Les traces et les flaques viennent le plus souvent d’une serpillière sale, d’un débit d’eau trop élevé ou d’un produit ajouté à l’eau.",
      causes: [
        "La serpillière est sale ou usée.",
        "Le débit d’eau est trop élevé pour votre sol.",
        "Un détergent a été ajouté dans le réservoir d’eau.",
      ],
      steps: [
        "Lavez les serpillières après chaque utilisation, en machine jusqu’à 60 °C et sans adoucissant, puis laissez-les sécher complètement.",
        "Dans l’application, baissez le débit d’eau d’un niveau, surtout sur le parquet vitrifié et le stratifié.",
        "Videz et rincez le réservoir d’eau, puis remplissez-le uniquement d’eau claire, sans détergent.",
        "Vérifiez que la serpillière est bien fixée et à plat : bien tendue sur son scratch pour le R7 Max, patins correctement clipsés pour le R9 Pro.",
        "Remplacez les serpillières usées : après environ 50 lavages pour celle du R7 Max, tous les 3 mois pour les patins rotatifs du R9 Pro.",
      ],
    },
    "stick-stops-suddenly": {
      symptom: "L’aspirateur s’arrête brusquement",
      summary:
        "Un arrêt soudain vient le plus souvent de la protection contre la surchauffe, déclenchée par une obstruction, ou simplement d’une batterie vide.",
      causes: [
        "Une obstruction dans le tube, la brosse ou l’entrée du bac fait chauffer le moteur, qui se coupe par sécurité.",
        "La batterie est vide, surtout après une utilisation prolongée en mode boost.",
        "Le bac à poussière est plein.",
      ],
      steps: [
        "Videz le bac à poussière.",
        "Détachez le tube et la brosse, regardez à travers le tube et dans l’entrée de la brosse, et retirez tout ce qui bloque le passage de l’air.",
        "Laissez l’aspirateur refroidir 30 minutes : la protection contre la surchauffe se réarme d’elle-même.",
        "Mettez l’aspirateur en charge et vérifiez les voyants de la batterie avant de le rallumer.",
        "S’il s’arrête encore, lavez le filtre et laissez-le sécher 24 heures, puis contactez-nous via la page « Commentaires » de l’Assistance si le problème persiste.",
      ],
    },
    "stick-pulsing": {
      symptom: "Le moteur se coupe et redémarre par à-coups",
      summary:
        "Ces à-coups signalent que l’air ne circule plus librement : l’appareil se protège d’une obstruction ou d’un filtre colmaté.",
      causes: [
        "Le tube, la brosse ou l’entrée du bac est partiellement bouché.",
        "Le filtre est colmaté par la poussière fine.",
      ],
      steps: [
        "Éteignez l’aspirateur et videz le bac.",
        "Détachez le tube et la brosse, puis retirez tout ce qui bloque le passage de l’air, y compris dans l’entrée du bac.",
        "Retirez le filtre, tapotez-le et rincez-le à l’eau froide jusqu’à ce que l’eau soit claire.",
        "Laissez le filtre sécher 24 heures avant de le remettre en place.",
        "Si les à-coups persistent avec un circuit dégagé et un filtre propre, contactez-nous via la page « Commentaires » de l’Assistance.",
      ],
    },
    "stick-battery-not-charging": {
      symptom: "La batterie ne se charge pas",
      summary:
        "Vérifiez d’abord le branchement du chargeur et la température de la pièce : une batterie usée n’est en cause qu’en dernier lieu.",
      causes: [
        "Le chargeur est mal branché, ou l’aspirateur est mal posé sur son support.",
        "La température ambiante est inférieure à 5 °C ou supérieure à 35 °C.",
        "La batterie est usée ou défectueuse.",
      ],
      steps: [
        "Vérifiez que le chargeur est branché sur une prise qui fonctionne et que sa fiche est bien enfoncée.",
        "Reposez l’aspirateur sur son support jusqu’au déclic, ou retirez la batterie et remettez-la en place.",
        "Rechargez dans une pièce entre 5 et 35 °C ; après un séjour au garage ou dans une voiture froide, laissez d’abord la batterie revenir à température ambiante.",
        "Si les voyants clignotent en rouge, la batterie est usée ou défectueuse : remplacez-la par une batterie d’origine, ou contactez-nous si l’appareil est sous garantie.",
      ],
    },
    "stick-brush-not-spinning": {
      symptom: "La brosse ne tourne plus",
      summary:
        "Une brosse qui ne tourne plus est généralement freinée par des cheveux enroulés, bloquée par un objet ou mal enclenchée.",
      causes: [
        "Des cheveux ou des fils sont enroulés autour du rouleau.",
        "Un objet est coincé dans la brosse.",
        "La brosse n’est pas complètement enclenchée sur le tube, et le contact électrique ne se fait pas.",
      ],
      steps: [
        "Éteignez l’aspirateur et détachez la brosse du tube.",
        "Déverrouillez le capuchon latéral de la brosse et sortez le rouleau.",
        "Coupez les cheveux enroulés avec des ciseaux en suivant la rainure du rouleau, et retirez tout objet coincé.",
        "Essuyez les embouts du rouleau et les contacts électriques de la brosse avec un chiffon sec.",
        "Remettez le rouleau et le capuchon, puis enclenchez la brosse sur le tube jusqu’au déclic.",
      ],
    },
    "wetdry-streaks": {
      symptom: "Le sol reste mouillé ou garde des traces",
      summary:
        "Un sol qui sèche mal ou garde des traces s’explique presque toujours par un rouleau sale, un réservoir d’eau sale plein ou trop de produit.",
      causes: [
        "Le rouleau est sale ou gorgé d’eau.",
        "Le réservoir d’eau sale est plein et l’appareil ne récupère plus l’eau.",
        "Trop de nettoyant a été ajouté à l’eau propre.",
      ],
      steps: [
        "Lancez un cycle d’autonettoyage sur la base pour rincer le rouleau et les conduits.",
        "Videz et rincez le réservoir d’eau sale ainsi que son filtre.",
        "Respectez le dosage indiqué sur le flacon de nettoyant, ou utilisez de l’eau claire seule.",
        "Passez lentement, en avant puis en arrière, pour laisser à l’appareil le temps de récupérer l’eau.",
        "Si les traces persistent, remplacez le rouleau : il s’use au bout de 6 mois environ.",
      ],
    },
    "wetdry-no-water": {
      symptom: "Aucune eau ne sort sur le rouleau",
      summary:
        "Si le rouleau reste sec, le réservoir d’eau propre est vide ou mal enclenché, ou la buse de diffusion est bouchée.",
      causes: [
        "Le réservoir d’eau propre est vide.",
        "Le réservoir d’eau propre est mal enclenché.",
        "La buse de diffusion est bouchée par du calcaire ou des saletés.",
      ],
      steps: [
        "Remplissez le réservoir d’eau propre jusqu’au repère MAX.",
        "Remettez-le en place en appuyant jusqu’au déclic.",
        "Retirez le rouleau, rincez la buse de diffusion à l’eau claire et dégagez ses orifices avec la brosse de nettoyage fournie.",
        "Remontez le rouleau et lancez un cycle d’autonettoyage pour réamorcer le circuit d’eau, puis vérifiez que le rouleau s’humidifie.",
      ],
    },
    "wetdry-smell": {
      symptom: "L’appareil dégage une mauvaise odeur",
      summary:
        "Les odeurs viennent presque toujours d’eau sale restée dans le réservoir ou d’un rouleau rangé humide.",
      causes: [
        "De l’eau sale est restée dans le réservoir après le nettoyage.",
        "Le rouleau a été rangé encore humide.",
        "Le filtre du réservoir d’eau sale est encrassé ou a plus de 2 mois.",
      ],
      steps: [
        "Après chaque utilisation, videz le réservoir d’eau sale et rincez-le à l’eau claire, ainsi que son filtre.",
        "Lancez l’autonettoyage sur la base, puis faites sécher le rouleau : le W5 Max et le W7 Pro le sèchent eux-mêmes à l’air chaud ; sur le W3, retirez-le et laissez-le sécher à l’air libre.",
        "Laissez sécher le réservoir d’eau sale à l’air avant de le remettre en place, et rangez l’appareil dans une pièce aérée.",
        "Remplacez le filtre du réservoir d’eau sale tous les 2 mois.",
      ],
    },
    "wetdry-error-tank": {
      symptom: "L’écran affiche l’alerte du réservoir",
      summary:
        "Cette alerte signale que le réservoir d’eau sale est plein, ou que son flotteur est resté bloqué.",
      causes: [
        "Le réservoir d’eau sale est plein.",
        "Le flotteur du réservoir est collé par des saletés ou des cheveux.",
        "Le réservoir est mal remis en place.",
      ],
      steps: [
        "Éteignez l’appareil et retirez le réservoir d’eau sale.",
        "Videz-le et rincez-le à l’eau claire.",
        "Rincez le flotteur, retirez les saletés ou cheveux qui le retiennent et vérifiez qu’il monte et descend librement.",
        "Remettez le réservoir en place jusqu’au déclic, puis rallumez l’appareil.",
      ],
    },
    "fryer-not-crispy": {
      symptom: "Les aliments ne sont pas croustillants",
      summary:
        "Un panier trop rempli, l’absence de préchauffage ou des aliments humides empêchent l’air chaud de bien les dorer.",
      causes: [
        "Le panier est trop rempli et l’air chaud circule mal.",
        "La friteuse n’a pas été préchauffée.",
        "Les aliments sont humides.",
        "Les aliments n’ont pas été secoués en cours de cuisson.",
      ],
      steps: [
        "Disposez les aliments en une seule couche ; pour de grandes quantités, cuisez en plusieurs fournées.",
        "Préchauffez la friteuse 3 minutes à la température de cuisson.",
        "Séchez soigneusement les aliments avec du papier absorbant.",
        "Enrobez les légumes et les frites maison d’un peu d’huile, une cuillère à soupe suffit.",
        "Secouez le panier ou retournez les aliments à mi-cuisson.",
      ],
    },
    "fryer-white-smoke": {
      symptom: "De la fumée blanche sort de la friteuse",
      summary:
        "La fumée blanche vient le plus souvent de la graisse d’aliments gras qui brûle au fond du panier.",
      causes: [
        "Des aliments gras, comme les lardons, les saucisses ou les ailes de poulet, libèrent de la graisse qui brûle au fond du panier.",
        "Des résidus de graisse d’une cuisson précédente.",
      ],
      steps: [
        "Arrêtez la cuisson, sortez le panier avec précaution et videz la graisse accumulée.",
        "Pour les aliments gras, versez un peu d’eau, 2 ou 3 cuillères à soupe, au fond du panier sous la grille : la graisse ne brûlera plus.",
        "Lavez le panier et la grille après chaque cuisson grasse.",
        "Si la fumée est noire, débranchez immédiatement l’appareil et contactez-nous via la page « Commentaires » de l’Assistance.",
      ],
    },
    "fryer-wont-start": {
      symptom: "La friteuse ne démarre pas",
      summary:
        "Le plus souvent, le panier n’est pas complètement enclenché : par sécurité, la friteuse ne chauffe pas tant qu’il n’est pas en place.",
      causes: [
        "Le panier n’est pas inséré à fond et l’interrupteur de sécurité n’est pas activé.",
        "L’appareil n’est pas alimenté : fiche mal enfoncée, prise ou multiprise défaillante.",
      ],
      steps: [
        "Poussez le panier à fond jusqu’au déclic, en vérifiant qu’aucun aliment ni papier de cuisson ne dépasse.",
        "Vérifiez que la fiche est bien enfoncée et branchez l’appareil directement sur une prise murale, sans multiprise.",
        "Testez la prise avec un autre appareil et vérifiez le disjoncteur si rien ne s’allume.",
        "Si la friteuse ne démarre toujours pas, contactez-nous via la page « Commentaires » de l’Assistance.",
      ],
    },
    "fryer-display-error": {
      symptom: "L’écran affiche un code d’erreur",
      summary:
        "Le code E1 signale un problème de capteur de température, le code E2 une surchauffe : commencez par laisser refroidir l’appareil.",
      causes: [
        "E1 : le capteur de température ne fournit pas de mesure correcte.",
        "E2 : l’appareil a surchauffé, souvent parce que ses entrées ou sa sortie d’air sont obstruées.",
      ],
      steps: [
        "Arrêtez la cuisson et débranchez la friteuse.",
        "Laissez-la refroidir au moins 10 minutes, panier sorti.",
        "Vérifiez que 10 cm restent libres tout autour de l’appareil et que rien ne couvre la sortie d’air.",
        "Rebranchez la friteuse et relancez la cuisson.",
        "Si le code réapparaît, notez-le et contactez-nous via la page « Commentaires » de l’Assistance, avec votre numéro de commande.",
      ],
    },
  },
  tutorials: {
    "robot-setup-app": {
      title: "Installer votre AeroSweep avec l’application",
      summary:
        "Du déballage au premier nettoyage, les étapes pour mettre votre robot en service et le connecter à l’application Brisa Home.",
      minutes: 20,
      steps: [
        {
          title: "Déballez le robot",
          text: "Retirez les films et cales de protection du robot et de la base, puis clipsez la ou les brosses latérales jusqu’au déclic. Gardez le module de lavage ou les patins de côté pour le premier passage.",
        },
        {
          title: "Installez la base",
          text: "Placez la base contre un mur, sur un sol dur et plat, avec 0,5 m libre de chaque côté et 1,5 m devant, puis branchez-la. Rangez l’excédent de câble derrière la base.",
        },
        {
          title: "Chargez le robot",
          text: "Allumez le robot et posez-le sur la base. Laissez-le se charger complètement avant le premier nettoyage, ce qui prend environ 4 à 5 heures.",
        },
        {
          title: "Installez l’application",
          text: "Téléchargez l’application Brisa Home sur votre téléphone, créez un compte ou connectez-vous, puis ajoutez un appareil en choisissant votre modèle d’AeroSweep.",
        },
        {
          title: "Connectez le robot au Wi-Fi",
          text: "Connectez votre téléphone au réseau Wi-Fi 2,4 GHz de votre domicile, maintenez les deux boutons du robot enfoncés 3 secondes jusqu’au signal sonore, puis suivez les instructions de l’application et saisissez le mot de passe Wi-Fi.",
        },
        {
          title: "Lancez le premier nettoyage",
          text: "Ramassez les câbles et petits objets, ouvrez les portes et lancez le nettoyage depuis l’application. Le R7 Max et le R9 Pro créent la carte de votre logement pendant ce passage : enregistrez-la à la fin.",
        },
      ],
    },
    "robot-clean-brushes": {
      title: "Nettoyer la brosse principale et les brosses latérales",
      summary:
        "Un entretien mensuel de quelques minutes qui préserve l’aspiration de votre robot et prolonge la vie de ses brosses.",
      minutes: 10,
      steps: [
        {
          title: "Retournez le robot",
          text: "Éteignez le robot et posez-le à l’envers sur une serviette ou une surface douce, pour ne pas rayer son capot ni son capteur.",
        },
        {
          title: "Retirez le cache de la brosse",
          text: "Appuyez sur les languettes du cache de la brosse principale et soulevez-le, puis sortez la brosse en la soulevant par son côté carré.",
        },
        {
          title: "Coupez les cheveux enroulés",
          text: "Passez la lame de l’outil de nettoyage dans la rainure de la brosse pour couper les cheveux et les fils, puis retirez-les. Déclipsez les brosses latérales et démêlez leurs poils de la même façon.",
        },
        {
          title: "Nettoyez les embouts",
          text: "Retirez les embouts de la brosse principale et enlevez les cheveux et la poussière accumulés autour des axes, puis essuyez le logement de la brosse avec un chiffon sec.",
        },
        {
          title: "Remontez les brosses",
          text: "Remettez les embouts, replacez la brosse principale puis le cache jusqu’au déclic, et reclipsez les brosses latérales. Remplacez les brosses latérales environ tous les 6 mois et la brosse principale tous les 12 mois.",
        },
      ],
    },
    "robot-no-go-zones": {
      title: "Définir les pièces, les zones interdites et un programme",
      summary:
        "Personnalisez la carte de votre robot dans l’application pour qu’il nettoie où et quand vous le souhaitez.",
      minutes: 10,
      steps: [
        {
          title: "Ouvrez la carte",
          text: "Dans l’application Brisa Home, sélectionnez votre robot puis ouvrez la carte enregistrée lors du premier passage de cartographie.",
        },
        {
          title: "Vérifiez les pièces",
          text: "Contrôlez le découpage proposé : fusionnez ou divisez les pièces si nécessaire, puis nommez chacune d’elles (cuisine, salon, chambre) pour les retrouver facilement.",
        },
        {
          title: "Ajoutez des zones interdites",
          text: "Tracez des zones interdites ou des murs virtuels autour des gamelles, des câbles du bureau ou des tapis à franges. Vous pouvez aussi créer des zones où le robot aspire sans laver, par exemple sur un tapis.",
        },
        {
          title: "Réglez chaque pièce",
          text: "Choisissez pour chaque pièce la puissance d’aspiration, le débit d’eau et l’ordre de nettoyage, par exemple la cuisine en premier.",
        },
        {
          title: "Créez un programme",
          text: "Ajoutez un programme avec les jours, l’heure et les pièces à nettoyer. Le robot part de sa base à l’heure prévue et y revient seul une fois terminé.",
        },
      ],
    },
    "stick-first-use": {
      title: "Première utilisation de votre AeroStick",
      summary: "Chargez, assemblez et prenez en main votre aspirateur balai en quelques minutes.",
      minutes: 15,
      steps: [
        {
          title: "Fixez le support mural",
          text: "Si votre modèle est livré avec un support mural, fixez-le près d’une prise, à une hauteur qui laisse la brosse toucher le sol, avec les vis et chevilles adaptées à votre mur.",
        },
        {
          title: "Chargez la batterie",
          text: "Posez l’aspirateur sur le support ou branchez le chargeur directement sur la batterie. La première charge complète prend environ 3 h 30, ou 4 heures pour le S12 Pro.",
        },
        {
          title: "Assemblez l’aspirateur",
          text: "Enfoncez le tube dans le corps de l’aspirateur jusqu’au déclic, puis la brosse sur le tube. Pour l’utiliser en aspirateur à main, fixez un suceur directement sur le corps.",
        },
        {
          title: "Choisissez le mode de puissance",
          text: "Commencez en mode éco pour la poussière du quotidien et l’autonomie maximale, passez en mode standard pour les tapis, et réservez le mode boost aux saletés incrustées. Le S12 Pro ajuste sa puissance automatiquement selon la poussière détectée.",
        },
        {
          title: "Videz le bac",
          text: "Dès que la poussière atteint le repère MAX, tenez l’aspirateur au-dessus de la poubelle et appuyez sur le bouton d’ouverture du bac.",
        },
      ],
    },
    "stick-filter-care": {
      title: "Laver le filtre et le cyclone",
      summary:
        "Un lavage mensuel du filtre et du cyclone garde une aspiration puissante et un air propre en sortie.",
      minutes: 10,
      steps: [
        {
          title: "Retirez le bac et le filtre",
          text: "Éteignez l’aspirateur, videz le bac puis détachez-le du corps. Sortez ensuite le filtre de son logement.",
        },
        {
          title: "Tapotez le filtre et le cyclone",
          text: "Tapotez le filtre et le cyclone au-dessus de la poubelle pour faire tomber la poussière fine. Essuyez les mailles du cyclone avec un chiffon sec.",
        },
        {
          title: "Rincez à l’eau froide",
          text: "Rincez le filtre et le bac sous l’eau froide du robinet, sans savon, jusqu’à ce que l’eau soit claire. Ne frottez pas le filtre avec une brosse.",
        },
        {
          title: "Laissez sécher 24 heures",
          text: "Secouez l’eau en excès et laissez sécher le filtre et le bac à l’air libre pendant au moins 24 heures, loin d’un radiateur ou du soleil direct.",
        },
        {
          title: "Remontez l’ensemble",
          text: "Remettez le filtre parfaitement sec dans le bac, puis refixez le bac sur l’aspirateur jusqu’au déclic.",
        },
      ],
    },
    "wetdry-first-clean": {
      title: "Votre premier nettoyage avec l’AquaGlide",
      summary: "Préparez les réservoirs, montez le rouleau et lavez vos sols durs pour la première fois.",
      minutes: 15,
      steps: [
        {
          title: "Remplissez le réservoir d’eau propre",
          text: "Retirez le réservoir d’eau propre et remplissez-le d’eau du robinet froide ou tiède jusqu’au repère MAX. Le W7 Pro chauffe lui-même son eau de lavage à 60 °C.",
        },
        {
          title: "Ajoutez le nettoyant",
          text: "Si vous le souhaitez, ajoutez le nettoyant pour sols fourni en respectant le dosage indiqué sur le flacon, puis remettez le réservoir en place jusqu’au déclic.",
        },
        {
          title: "Installez le rouleau",
          text: "Glissez le rouleau brosse sur son axe et refermez son capot jusqu’au déclic. Vérifiez que le réservoir d’eau sale est vide et bien enclenché.",
        },
        {
          title: "Lancez le nettoyage",
          text: "Allumez l’appareil et avancez lentement, en avant puis en arrière, pour laisser au rouleau le temps de laver puis de récupérer l’eau. Passez d’abord sur une zone peu visible si votre sol est en bois vitrifié.",
        },
        {
          title: "Lancez l’autonettoyage",
          text: "Reposez l’appareil sur sa base et appuyez sur le bouton d’autonettoyage. À la fin du cycle, videz et rincez le réservoir d’eau sale.",
        },
      ],
    },
    "wetdry-roller-care": {
      title: "Entretenir le rouleau et les réservoirs",
      summary: "Quelques gestes après chaque utilisation gardent votre AquaGlide efficace et sans odeur.",
      minutes: 10,
      steps: [
        {
          title: "Lancez l’autonettoyage",
          text: "Reposez l’appareil sur sa base et lancez le cycle d’autonettoyage pour rincer le rouleau et les conduits.",
        },
        {
          title: "Retirez le rouleau",
          text: "Ouvrez le capot du rouleau et retirez-le. Enlevez les cheveux et les débris coincés aux extrémités.",
        },
        {
          title: "Rincez et faites sécher le rouleau",
          text: "Rincez le rouleau à l’eau claire et essorez-le à la main. Laissez-le sécher à l’air libre, ou sur la base pour le W5 Max et le W7 Pro, qui le sèchent à l’air chaud.",
        },
        {
          title: "Videz et rincez le réservoir d’eau sale",
          text: "Videz le réservoir d’eau sale, rincez-le avec son filtre et son flotteur, puis laissez-le sécher ouvert. Remplacez le filtre du réservoir tous les 2 mois.",
        },
        {
          title: "Remontez l’appareil",
          text: "Remettez le rouleau sec, le filtre et le réservoir jusqu’au déclic, puis rangez l’appareil sur sa base pour qu’il reste chargé.",
        },
      ],
    },
    "fryer-first-use": {
      title: "Avant la première utilisation de votre CrispAir",
      summary: "Préparez votre friteuse sans huile et éliminez l’odeur du neuf avant votre première recette.",
      minutes: 20,
      steps: [
        {
          title: "Retirez les emballages",
          text: "Sortez la friteuse de son carton, retirez tous les films, autocollants et cales, y compris à l’intérieur du panier. Posez-la sur un plan de travail stable, avec 10 cm d’espace libre tout autour.",
        },
        {
          title: "Lavez le panier et la grille",
          text: "Lavez le panier et la grille à l’eau chaude savonneuse ou au lave-vaisselle, puis séchez-les. Essuyez l’intérieur de l’appareil avec un chiffon humide.",
        },
        {
          title: "Faites chauffer à vide",
          text: "Remettez le panier vide, réglez 200 °C pendant 10 minutes et lancez la cuisson. Une légère odeur ou un peu de fumée est normale la première fois : aérez la pièce.",
        },
        {
          title: "Lancez votre première recette",
          text: "Une fois l’appareil refroidi, commencez par une recette simple, comme des frites surgelées ou des légumes rôtis, avec un programme automatique.",
        },
      ],
    },
    "fryer-crispy-fries": {
      title: "Des frites croustillantes avec des pommes de terre fraîches",
      summary: "Des frites maison dorées et croustillantes avec une seule cuillère d’huile.",
      minutes: 60,
      steps: [
        {
          title: "Coupez les pommes de terre",
          text: "Épluchez 500 g de pommes de terre à chair farineuse, type bintje, et coupez-les en bâtonnets réguliers d’environ 1 cm d’épaisseur.",
        },
        {
          title: "Faites-les tremper",
          text: "Plongez les bâtonnets dans un saladier d’eau froide pendant au moins 30 minutes pour retirer l’amidon en surface.",
        },
        {
          title: "Séchez-les soigneusement",
          text: "Égouttez les frites et séchez-les bien dans un torchon propre : moins elles sont humides, plus elles seront croustillantes.",
        },
        {
          title: "Ajoutez l’huile",
          text: "Mélangez les frites avec une cuillère à soupe d’huile dans le saladier pour bien les enrober, et préchauffez la friteuse 3 minutes à 200 °C.",
        },
        {
          title: "Faites cuire",
          text: "Étalez les frites dans le panier et faites cuire 18 à 22 minutes à 200 °C, en secouant le panier deux fois. Salez à la sortie et servez aussitôt.",
        },
      ],
    },
  },
  quickStarts: {
    "robot-vacuums": {
      title: "Bien démarrer avec votre aspirateur robot AeroSweep",
      steps: [
        {
          title: "Contenu de la boîte",
          text: "Vérifiez que vous disposez du robot, de sa base de charge (la station AutoEmpty pour le R9 Pro) et de la ou des brosses latérales. Selon le modèle s’y ajoutent un filtre HEPA de rechange, le module de lavage du R7 Max, ou les patins rotatifs et les sacs à poussière du R9 Pro.",
        },
        {
          title: "Placer la base",
          text: "Installez la base contre un mur, sur un sol dur et plat, avec 0,5 m libre de chaque côté et 1,5 m devant. Branchez-la et rangez le câble derrière elle.",
        },
        {
          title: "Charger le robot",
          text: "Allumez le robot et posez-le sur la base, contacts alignés. Laissez-le se charger complètement avant la première utilisation, soit environ 4 à 5 heures.",
        },
        {
          title: "Connecter l’application",
          text: "Installez l’application Brisa Home et ajoutez votre robot. Connectez-le au Wi-Fi 2,4 GHz de votre domicile ; si besoin, réinitialisez son Wi-Fi en maintenant ses deux boutons enfoncés 3 secondes.",
        },
        {
          title: "Premier nettoyage",
          text: "Ramassez les câbles et petits objets, ouvrez les portes et lancez le nettoyage. Le R7 Max et le R9 Pro cartographient votre logement au LiDAR pendant ce passage : enregistrez ensuite la carte et ajoutez vos zones interdites.",
        },
        {
          title: "Entretien courant",
          text: "Videz le bac après chaque passage (la station AutoEmpty le fait pour le R9 Pro). Nettoyez les brosses chaque mois et remplacez le filtre HEPA tous les 3 mois. Lavez les serpillières du R7 Max et du R9 Pro après chaque lavage des sols.",
        },
      ],
    },
    "cordless-vacuums": {
      title: "Bien démarrer avec votre aspirateur balai AeroStick",
      steps: [
        {
          title: "Fixer le support mural",
          text: "Si votre modèle est livré avec un support mural, fixez-le près d’une prise avec les vis et chevilles adaptées à votre mur. Sinon, rangez l’aspirateur près d’une prise pour le recharger avec son chargeur.",
        },
        {
          title: "Charger la batterie",
          text: "Posez l’aspirateur sur le support ou branchez le chargeur sur la batterie. Une charge complète prend environ 3 h 30 (S6, S8 Flex) ou 4 heures (S12 Pro). Rechargez entre 5 et 35 °C.",
        },
        {
          title: "Assembler l’aspirateur",
          text: "Enfoncez le tube dans le corps jusqu’au déclic, puis la brosse sur le tube. Sans le tube, fixez un suceur sur le corps pour l’utiliser en aspirateur à main.",
        },
        {
          title: "Choisir le mode de puissance",
          text: "Le mode éco offre l’autonomie maximale : jusqu’à 40 minutes (S6), 55 minutes (S8 Flex) ou 70 minutes (S12 Pro). Le mode boost donne toute la puissance pour les tapis épais, mais vide la batterie bien plus vite.",
        },
        {
          title: "Vider le bac",
          text: "Dès que la poussière atteint le repère MAX, tenez l’aspirateur au-dessus de la poubelle et appuyez sur le bouton d’ouverture du bac. Ne laissez jamais le bac déborder.",
        },
        {
          title: "Laver le filtre",
          text: "Une fois par mois, rincez le filtre à l’eau froide sans savon et laissez-le sécher 24 heures avant de le remettre. Remplacez-le tous les 6 à 12 mois.",
        },
      ],
    },
    "wet-dry-vacuums": {
      title: "Bien démarrer avec votre aspirateur laveur AquaGlide",
      steps: [
        {
          title: "Les réservoirs",
          text: "Le réservoir d’eau propre alimente le rouleau, le réservoir d’eau sale récupère l’eau aspirée. Remplissez le premier d’eau froide ou tiède jusqu’au repère MAX et vérifiez que le second est vide avant chaque nettoyage.",
        },
        {
          title: "La solution de nettoyage",
          text: "L’eau claire suffit au quotidien. Pour les salissures grasses, ajoutez le nettoyant pour sols fourni, au dosage indiqué sur le flacon. N’utilisez jamais d’eau de Javel ni d’huiles essentielles.",
        },
        {
          title: "Premier nettoyage",
          text: "Installez le rouleau, allumez l’appareil et avancez lentement, en avant puis en arrière. Utilisez-le uniquement sur des sols durs étanches, jamais sur les tapis ni le bois brut.",
        },
        {
          title: "Autonettoyage",
          text: "Après chaque utilisation, reposez l’appareil sur sa base et appuyez sur le bouton d’autonettoyage. Le W5 Max et le W7 Pro sèchent ensuite le rouleau à l’air chaud.",
        },
        {
          title: "Rangement",
          text: "Videz et rincez le réservoir d’eau sale après chaque utilisation, puis rangez l’appareil sur sa base, dans une pièce aérée, pour qu’il reste chargé.",
        },
        {
          title: "Entretien",
          text: "Rincez le flotteur et le filtre du réservoir d’eau sale chaque semaine. Remplacez le filtre tous les 2 mois et le rouleau tous les 6 mois environ.",
        },
      ],
    },
    "air-fryers": {
      title: "Bien démarrer avec votre friteuse sans huile CrispAir",
      steps: [
        {
          title: "Installation",
          text: "Posez la friteuse sur un plan de travail stable et résistant à la chaleur, avec 10 cm d’espace libre tout autour, et jamais sous un meuble haut. Ne couvrez jamais la sortie d’air.",
        },
        {
          title: "Première chauffe à vide",
          text: "Lavez le panier et la grille, puis faites chauffer l’appareil à vide 10 minutes à 200 °C pour éliminer l’odeur du neuf. Aérez la pièce pendant ce temps.",
        },
        {
          title: "Programmes",
          text: "Choisissez un programme automatique pour les frites, la viande, le poisson ou les légumes : il règle la température et la durée et intègre le préchauffage. En mode manuel, préchauffez 3 minutes.",
        },
        {
          title: "Secouer à mi-cuisson",
          text: "Cuisez les aliments en une seule couche et secouez le panier ou retournez-les à mi-cuisson pour une cuisson homogène et bien dorée.",
        },
        {
          title: "Nettoyage",
          text: "Une fois l’appareil refroidi, lavez le panier et la grille à l’eau savonneuse ou au lave-vaisselle. Essuyez le corps avec un chiffon humide, sans jamais le plonger dans l’eau.",
        },
        {
          title: "Sécurité",
          text: "Tenez le panier par sa poignée : il est très chaud après la cuisson. Branchez la friteuse directement sur une prise murale, sans multiprise, et débranchez-la après usage.",
        },
      ],
    },
  },
  firmware: {
    "aerosweep-r9-pro-3-2": {
      notes: [
        "Détection des tapis plus rapide : les serpillières se relèvent plus tôt à l’approche d’un tapis.",
        "Retour à la station plus intelligent, par un trajet plus direct.",
        "Correction d’un problème rare qui faisait pivoter la carte enregistrée.",
      ],
    },
    "aerosweep-r9-pro-3-1": {
      notes: [
        "Vidage automatique plus silencieux sur la station AutoEmpty.",
        "Meilleure détection et évitement des déjections d’animaux.",
        "Nouvel étalonnage de la batterie pour un niveau de charge affiché plus précis.",
      ],
    },
    "aerosweep-r7-max-2-8": {
      notes: [
        "Choix de l’ordre de nettoyage des pièces dans l’application.",
        "Nettoyage amélioré le long des bords et des plinthes.",
        "Reconnexion automatique au Wi-Fi après un redémarrage du routeur.",
      ],
    },
    "aerosweep-r5-1-9": {
      notes: [
        "Programmation des nettoyages depuis l’application.",
        "Autonomie prolongée en mode éco.",
        "Correction : le robot ne tourne plus sur lui-même à proximité des tapis noirs.",
      ],
    },
    "aquaglide-w7-pro-1-4": {
      notes: [
        "Séchage du rouleau à l’air chaud plus silencieux.",
        "Alerte de réservoir plein plus claire à l’écran.",
        "Le cycle d’autonettoyage consomme moins d’eau.",
      ],
    },
  },
};
