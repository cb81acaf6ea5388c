import type { DemoLegalTexts } from "./legal-page.ts";

/** The privacy policy and terms of use in French (templates for the shop's own legal review). */
export const legalTextsFr: DemoLegalTexts = {
  privacy: {
    title: "Politique de confidentialité",
    summary:
      "Cette politique explique quelles données personnelles Brisa Home traite lorsque vous utilisez la boutique, dans quel but, pendant combien de temps et comment exercer vos droits. Nous ne vendons pas vos données et n’utilisons aucun traceur publicitaire ni outil de mesure d’audience.",
    blocks: [
      { kind: "heading", text: "1. Responsable du traitement et contact" },
      {
        kind: "paragraph",
        text: "Le responsable du traitement de vos données personnelles est Brisa Home, qui exploite la boutique en ligne de la marque. La boutique compte six sites régionaux (États-Unis, Royaume-Uni, Allemagne, France, Espagne et Italie), accessibles sur ordinateur, sur mobile et dans l’application de la marque ; la présente politique s’applique à tous ces supports.",
      },
      {
        kind: "paragraph",
        text: "Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous à privacy@brisahome.example. Pour toute autre demande (commande, livraison, retour, garantie), notre service client est joignable à support@brisahome.example ou via le formulaire de contact de la page Assistance.",
      },
      {
        kind: "paragraph",
        text: "Nous traitons vos données conformément au règlement général sur la protection des données (RGPD, règlement (UE) 2016/679) et à la loi n° 78-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et aux libertés (« loi Informatique et Libertés »).",
      },
      { kind: "heading", text: "2. Les données que nous traitons" },
      {
        kind: "paragraph",
        text: "Nous ne collectons que les données nécessaires au fonctionnement de la boutique. Selon les services que vous utilisez, il s’agit des catégories suivantes :",
      },
      {
        kind: "list",
        items: [
          "Compte client : adresse e-mail, pseudo et, si vous les renseignez, prénom et nom. Votre mot de passe n’est jamais conservé en clair : nous n’en gardons qu’une empreinte salée (hachage) qui ne permet pas de le retrouver. Lors de l’inscription, nous vous envoyons par e-mail un code de vérification à 6 chiffres.",
          "Carnet d’adresses : nom, adresse postale, numéro de téléphone, adresse e-mail et, facultativement, nom de l’entreprise.",
          "Panier : les articles que vous y placez et leurs quantités.",
          "Commandes : articles, prix, remises, TVA, frais de livraison, moyen de paiement choisi, adresse de livraison, instructions de livraison éventuelles, historique des statuts, transporteur et numéro de suivi.",
          "Avis sur les produits : note, texte, jusqu’à 3 photos et pseudo, qui sont publiés, ainsi que votre adresse e-mail, qui n’est jamais affichée et sert à n’accepter qu’un avis par adresse et par produit.",
          "Alertes de retour en stock : votre adresse e-mail et l’article dont vous souhaitez être informé du retour.",
          "Newsletter : adresse e-mail, site concerné, date, heure et adresse IP de l’inscription et de la confirmation.",
          "Messages au service client : nom, adresse e-mail, modèle du produit, contenu du message et, facultativement, une photo.",
          "Bons de réduction : les bons présents dans votre portefeuille (« Mes bons de réduction ») et leur utilisation.",
          "Données techniques : adresse IP, agent utilisateur (type de navigateur et d’appareil) et identifiants de requête, enregistrés dans les journaux du serveur. L’adresse IP sert aussi à limiter le nombre de requêtes afin de protéger la boutique contre les abus.",
        ],
      },
      {
        kind: "paragraph",
        text: "Sans les données signalées comme obligatoires dans les formulaires, nous ne pouvons pas créer votre compte ni traiter votre commande ou votre demande.",
      },
      { kind: "heading", text: "3. Finalités et bases légales" },
      {
        kind: "paragraph",
        text: "Chaque traitement repose sur l’une des bases légales prévues à l’article 6 du RGPD :",
      },
      {
        kind: "list",
        items: [
          "Exécution du contrat et mesures précontractuelles : création et gestion de votre compte, traitement de vos commandes et paiements, livraison, retours, remboursements, garanties, alertes de retour en stock que vous demandez, publication de vos avis et réponses à vos messages au service client.",
          "Obligation légale : tenue des documents comptables et des factures, obligations fiscales, conservation des contrats conclus par voie électronique, réponse aux demandes des autorités.",
          "Intérêt légitime : sécurité de la boutique, prévention de la fraude et des abus, limitation du nombre de requêtes, modération des avis et amélioration de la boutique à partir de données techniques. Notre intérêt est de proposer une boutique sûre, fiable et agréable à utiliser ; vous pouvez vous opposer à ces traitements (section 11).",
          "Consentement : envoi de la newsletter. Vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause la licéité des envois antérieurs.",
        ],
      },
      {
        kind: "paragraph",
        text: "Nous ne prenons aucune décision fondée exclusivement sur un traitement automatisé produisant des effets juridiques à votre égard et ne réalisons aucun profilage publicitaire.",
      },
      { kind: "heading", text: "4. Paiement" },
      {
        kind: "paragraph",
        text: "Vous pouvez payer par carte bancaire, PayPal, Google Pay, Apple Pay ou Klarna. Les paiements sont traités par des prestataires de paiement spécialisés, par exemple Stripe pour les cartes et les portefeuilles électroniques, PayPal et Klarna. Vous saisissez vos données de carte directement sur la page du prestataire : elles ne transitent jamais par nos serveurs et nous ne les conservons pas. Nous recevons seulement les informations nécessaires au suivi du paiement, comme le montant, le statut, la référence de la transaction et le moyen de paiement utilisé.",
      },
      {
        kind: "paragraph",
        text: "Certains prestataires, notamment PayPal et Klarna, peuvent également traiter vos données pour leur propre compte (par exemple pour vérifier votre identité ou lutter contre la fraude) ; leur propre politique de confidentialité s’applique alors à ces traitements.",
      },
      { kind: "heading", text: "5. Destinataires de vos données" },
      {
        kind: "paragraph",
        text: "Au sein de Brisa Home, seules les personnes qui en ont besoin pour leur mission (service client, logistique, comptabilité) ont accès à vos données. Nous les communiquons uniquement aux destinataires suivants :",
      },
      {
        kind: "list",
        items: [
          "les prestataires de paiement, pour traiter vos paiements et vos remboursements ;",
          "les transporteurs (par exemple DHL, UPS ou La Poste), qui reçoivent votre nom, votre adresse de livraison et votre numéro de téléphone pour acheminer le colis ;",
          "notre prestataire d’envoi d’e-mails, pour les codes de vérification, les confirmations de commande, les avis d’expédition, les réponses du service client et la newsletter ;",
          "notre hébergeur, qui héberge la boutique et ses bases de données ;",
          "les autorités administratives ou judiciaires, lorsque la loi nous y oblige.",
        ],
      },
      {
        kind: "paragraph",
        text: "Nos prestataires agissent en qualité de sous-traitants au sens de l’article 28 du RGPD : ils sont liés par contrat, ne traitent vos données que sur nos instructions et doivent en garantir la sécurité et la confidentialité.",
      },
      {
        kind: "paragraph",
        text: "Nous ne vendons ni ne louons vos données personnelles et nous ne les partageons pas à des fins de publicité ciblée ou comportementale. La boutique n’intègre aucun traceur publicitaire ni outil de mesure d’audience tiers.",
      },
      { kind: "heading", text: "6. Transferts hors de l’Union européenne" },
      {
        kind: "paragraph",
        text: "Certains de nos sous-traitants peuvent être établis, ou accéder aux données, en dehors de l’Union européenne, de l’Espace économique européen ou du Royaume-Uni. Ces transferts reposent sur une décision d’adéquation (de la Commission européenne ou, pour le Royaume-Uni, des autorités britanniques) ou, à défaut, sur les clauses contractuelles types adoptées par la Commission européenne, complétées au besoin par des mesures de sécurité supplémentaires. Vous pouvez obtenir une copie de ces garanties en écrivant à privacy@brisahome.example.",
      },
      { kind: "heading", text: "7. Cookies et stockage dans votre navigateur" },
      {
        kind: "paragraph",
        text: "Nous utilisons uniquement des cookies strictement nécessaires au fonctionnement de la boutique ou à la mémorisation de choix que vous avez faits vous-même. Conformément à l’article 82 de la loi Informatique et Libertés et aux recommandations de la CNIL, ces traceurs sont dispensés de consentement : c’est pourquoi la boutique n’affiche pas de bandeau cookies. Il s’agit des cookies suivants :",
      },
      {
        kind: "list",
        items: [
          "« session » : vous maintient connecté à votre compte. Il est inaccessible aux scripts de la page (attribut HttpOnly). La session prend fin lorsque vous vous déconnectez, après 30 jours sans utilisation et, dans tous les cas, 90 jours après la connexion.",
          "« site » : mémorise le site régional et la langue que vous avez choisis ; durée de vie d’un an.",
          "« device » : n’est déposé que si vous choisissez vous-même l’affichage ordinateur ou mobile, afin de mémoriser ce choix.",
        ],
      },
      {
        kind: "paragraph",
        text: "Nous n’utilisons aucun cookie tiers, publicitaire ou de mesure d’audience, et le stockage de votre navigateur ne conserve aucune donnée à des fins de suivi. Vous pouvez supprimer les cookies à tout moment dans les réglages de votre navigateur ; si vous supprimez le cookie « session », vous serez simplement déconnecté.",
      },
      { kind: "heading", text: "8. Newsletter" },
      {
        kind: "paragraph",
        text: "L’inscription à la newsletter (nouveautés, conseils d’entretien et offres) se fait en deux étapes : après avoir saisi votre adresse e-mail, vous recevez un e-mail contenant un lien de confirmation, et vous n’êtes inscrit qu’après avoir cliqué sur ce lien. Nous enregistrons la date, l’heure et l’adresse IP de l’inscription et de la confirmation afin de pouvoir prouver votre consentement.",
      },
      {
        kind: "paragraph",
        text: "Une fois votre inscription confirmée, vous recevez un bon de bienvenue de 10 € valable 90 jours. Chaque newsletter contient un lien de désabonnement qui fonctionne sans connexion à votre compte. Si vous vous désabonnez, un bon déjà émis reste utilisable jusqu’à sa date d’expiration.",
      },
      { kind: "heading", text: "9. Durées de conservation" },
      {
        kind: "list",
        items: [
          "Compte client : jusqu’à la suppression de votre compte, que vous pouvez demander à tout moment à privacy@brisahome.example ou auprès du service client. Les inscriptions non vérifiées et les codes de vérification expirés sont supprimés automatiquement.",
          "Commandes et factures : pendant la durée imposée par le droit commercial et fiscal, soit en France jusqu’à 10 ans (notamment article L. 123-22 du Code de commerce pour les documents comptables et article L. 213-1 du Code de la consommation pour les contrats conclus par voie électronique d’un montant d’au moins 120 €).",
          "Newsletter : jusqu’à votre désabonnement ; la preuve de votre consentement est ensuite conservée aussi longtemps que nécessaire pour pouvoir en justifier.",
          "Avis et alertes de retour en stock : tant que l’avis est publié ou que l’alerte est utile, et au plus tard jusqu’à ce que vous en demandiez la suppression.",
          "Messages au service client : 2 ans après la clôture de votre demande.",
          "Journaux du serveur : 30 jours.",
        ],
      },
      { kind: "heading", text: "10. Sécurité" },
      {
        kind: "paragraph",
        text: "Nous protégeons vos données par des mesures techniques et organisationnelles adaptées : connexions chiffrées, mots de passe conservés uniquement sous forme d’empreinte salée, cookie de session inaccessible aux scripts, sessions limitées dans le temps, limitation du nombre de requêtes et accès réservé aux personnes habilitées. En cas de violation de données présentant un risque élevé pour vos droits, nous vous en informerons conformément au RGPD.",
      },
      { kind: "heading", text: "11. Vos droits" },
      {
        kind: "paragraph",
        text: "Conformément aux articles 15 à 22 du RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants :",
      },
      {
        kind: "list",
        items: [
          "droit d’accès : savoir si nous traitons vos données et en obtenir une copie ;",
          "droit de rectification : faire corriger des données inexactes ou incomplètes ; vous pouvez aussi modifier vous-même votre pseudo, vos adresses et votre adresse e-mail (la nouvelle adresse est alors vérifiée) sur la page Mon compte ;",
          "droit à l’effacement : obtenir la suppression de vos données, sauf celles que la loi nous oblige à conserver, comme les factures ;",
          "droit à la limitation du traitement ;",
          "droit à la portabilité : recevoir les données que vous nous avez fournies dans un format structuré, couramment utilisé et lisible par machine, ou les faire transmettre à un autre responsable du traitement ;",
          "droit d’opposition aux traitements fondés sur notre intérêt légitime, pour des raisons tenant à votre situation particulière ;",
          "droit de retirer votre consentement à tout moment, notamment en vous désabonnant de la newsletter ;",
          "droit de définir des directives relatives au sort de vos données après votre décès.",
        ],
      },
      {
        kind: "paragraph",
        text: "Pour exercer ces droits, écrivez à privacy@brisahome.example ou contactez le service client. L’exercice de vos droits est gratuit. Nous pouvons vous demander de confirmer votre identité, en principe en nous écrivant depuis l’adresse e-mail de votre compte. Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande ; ce délai peut être prolongé de deux mois pour une demande complexe, auquel cas nous vous en informons dans le premier mois.",
      },
      {
        kind: "paragraph",
        text: "Si vous estimez que le traitement de vos données ne respecte pas la réglementation, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr, ou auprès de l’autorité de contrôle de l’État membre de l’Union européenne dans lequel vous résidez ou travaillez.",
      },
      { kind: "heading", text: "12. Règles propres au Royaume-Uni et aux États-Unis" },
      {
        kind: "paragraph",
        text: "Les règles diffèrent selon la région. Si vous utilisez notre site britannique, le RGPD britannique (UK GDPR) et le Data Protection Act 2018 s’appliquent : vous disposez des mêmes droits que ci-dessus et l’autorité compétente est l’Information Commissioner’s Office (ICO).",
      },
      {
        kind: "paragraph",
        text: "Si vous utilisez notre site américain, les lois de certains États vous accordent des droits spécifiques, par exemple en Californie (California Consumer Privacy Act, modifié par le California Privacy Rights Act) : droit de savoir quelles données sont collectées et pourquoi, droit d’en obtenir la suppression ou la correction, droit de refuser leur vente ou leur partage (nous ne vendons ni ne partageons aucune donnée) et droit de ne pas être discriminé pour avoir exercé ces droits. Nous répondons à ces demandes dans un délai de 45 jours. Sur tous nos sites, nous respectons les signaux Global Privacy Control (GPC) transmis par votre navigateur.",
      },
      { kind: "heading", text: "13. Mineurs" },
      {
        kind: "paragraph",
        text: "La boutique ne s’adresse pas aux enfants de moins de 16 ans et nous ne collectons pas sciemment leurs données. Pour passer commande, vous devez être majeur (18 ans ou plus). Si vous pensez qu’un enfant nous a transmis des données personnelles, écrivez-nous à privacy@brisahome.example afin que nous les supprimions.",
      },
      { kind: "heading", text: "14. Modifications de cette politique" },
      {
        kind: "paragraph",
        text: "Nous pouvons mettre à jour cette politique pour tenir compte de l’évolution de la boutique ou de la réglementation. La date de la dernière mise à jour figure sur cette page. En cas de modification importante, nous vous en informerons par un moyen approprié, par exemple par e-mail ou par un message sur la boutique.",
      },
    ],
  },
  terms: {
    title: "Conditions générales de vente et d’utilisation",
    summary:
      "Ces conditions régissent l’utilisation de la boutique en ligne Brisa Home et les achats effectués sur le site français. Elles s’ajoutent à vos droits de consommateur, notamment le droit de rétractation de 14 jours et les garanties légales, sans jamais les restreindre.",
    blocks: [
      { kind: "heading", text: "1. Objet et champ d’application" },
      {
        kind: "paragraph",
        text: "Les présentes conditions générales de vente et d’utilisation (les « Conditions ») régissent l’utilisation du site français de la boutique Brisa Home, sur ordinateur, sur mobile et dans l’application de la marque, ainsi que les ventes conclues sur ce site entre Brisa Home et vous, en tant que consommateur. Pour commander, vous devez être majeur (18 ans ou plus). Nos sites britannique et américain sont régis par leurs propres conditions, adaptées au droit de ces pays.",
      },
      {
        kind: "paragraph",
        text: "Pour nous contacter : support@brisahome.example ou le formulaire de contact de la page Assistance ; pour vos données personnelles : privacy@brisahome.example (voir notre politique de confidentialité).",
      },
      { kind: "heading", text: "2. Compte client" },
      {
        kind: "paragraph",
        text: "Vous créez un compte avec votre adresse e-mail, un code de vérification à 6 chiffres reçu par e-mail et un mot de passe ; les inscriptions non vérifiées et les codes expirés sont supprimés automatiquement. Une session prend fin après 30 jours sans utilisation et, dans tous les cas, 90 jours après la connexion. Sur la page Mon compte, vous pouvez modifier votre pseudo et vos adresses, changer votre adresse e-mail (la nouvelle adresse est à nouveau vérifiée) et vous déconnecter. Gardez votre mot de passe confidentiel et prévenez-nous de toute utilisation suspecte de votre compte.",
      },
      { kind: "heading", text: "3. Produits et prix" },
      {
        kind: "paragraph",
        text: "Les caractéristiques essentielles de chaque produit figurent sur sa fiche ; un article épuisé ne peut pas être commandé. Les prix sont indiqués en euros toutes taxes comprises (TVA incluse) ; les éventuels frais de livraison sont affichés avant la validation de la commande. Les ventes flash indiquent leur date de début et de fin. En cas d’erreur de prix manifeste, par exemple un prix dérisoire dû à une erreur de saisie, nous pouvons la corriger avant la confirmation de la commande ; vous êtes alors libre de ne pas donner suite.",
      },
      { kind: "heading", text: "4. Commande et conclusion du contrat" },
      {
        kind: "paragraph",
        text: "Vous ajoutez des articles à votre panier puis, lors du passage de commande, indiquez l’adresse de livraison, un éventuel code de réduction, le moyen de paiement et, si vous le souhaitez, des instructions de livraison. Après vérification du récapitulatif, le bouton « Commander et payer » vaut commande avec obligation de paiement et vous conduit à la page de paiement du prestataire.",
      },
      {
        kind: "paragraph",
        text: "Le contrat est conclu lorsque votre paiement est confirmé : la commande passe au statut « En traitement » et vous recevez une confirmation par e-mail. Une commande entièrement couverte par un bon de réduction ne nécessite aucun paiement. Les statuts possibles sont « Non payée », « En attente » (paiement en cours de confirmation), « En traitement », « Expédiée » (avec le transporteur et le numéro de suivi), « Annulée » et « Remboursée ». Une commande non payée peut être payée à nouveau ou annulée par vous. Les commandes sont archivées conformément à l’article L. 213-1 du Code de la consommation.",
      },
      { kind: "heading", text: "5. Paiement" },
      {
        kind: "paragraph",
        text: "Vous pouvez payer par carte bancaire, PayPal, Google Pay, Apple Pay ou Klarna, via des prestataires spécialisés (par exemple Stripe pour les cartes et les portefeuilles électroniques, PayPal et Klarna) ; vos données de carte sont saisies chez eux et ne nous parviennent jamais. Avec Klarna, la confirmation peut prendre un moment : la commande affiche alors « En attente ». Toute commande doit être payée dans les 30 minutes suivant sa validation ; à défaut, elle est annulée automatiquement et les articles sont remis en stock. Un paiement reçu après l’annulation vous est intégralement remboursé.",
      },
      { kind: "heading", text: "6. Bons de réduction" },
      {
        kind: "paragraph",
        text: "Un seul bon de réduction peut être utilisé par commande. Chaque bon comporte un montant ou un pourcentage, un périmètre (un produit, certaines catégories, tous les produits hors accessoires ou toute la boutique), le cas échéant un minimum d’achat, et une période de validité. Un bon n’a aucune valeur monétaire et ne peut être ni échangé ni converti en espèces. Si la commande est annulée ou expire faute de paiement, le bon revient dans votre portefeuille s’il est encore valable ; en cas de remboursement, il n’est pas restitué. Le bon de bienvenue de la newsletter (10 €, valable 90 jours) reste valable si vous vous désabonnez.",
      },
      { kind: "heading", text: "7. Livraison" },
      {
        kind: "paragraph",
        text: "La livraison des appareils est gratuite ; celle des accessoires et pièces détachées peut être payante, le montant étant indiqué avant la validation de la commande. Nous expédions sous 2 à 5 jours ouvrés après la confirmation du paiement, par un transporteur tel que DHL, UPS ou La Poste, et, sauf autre date convenue, livrons au plus tard 30 jours après la conclusion du contrat. Nous livrons uniquement dans les pays desservis par le site français.",
      },
      {
        kind: "paragraph",
        text: "Les risques de perte ou d’endommagement vous sont transférés lorsque vous, ou un tiers désigné par vous, prenez physiquement possession des produits. En cas de retard, vous bénéficiez des droits prévus aux articles L. 216-6 et L. 216-7 du Code de la consommation, notamment la résolution du contrat et le remboursement des sommes versées.",
      },
      { kind: "heading", text: "8. Notre promesse : retour ou échange sous 7 jours" },
      {
        kind: "paragraph",
        text: "En plus de vos droits légaux, vous pouvez retourner un produit ou obtenir son remplacement dans les 7 jours suivant la livraison, quelle qu’en soit la raison ; ce retour est gratuit pour les appareils. Contactez le service client avec votre numéro de commande. Cette promesse s’ajoute au droit de rétractation de 14 jours, qu’elle ne limite en aucun cas.",
      },
      { kind: "heading", text: "9. Droit de rétractation" },
      {
        kind: "paragraph",
        text: "Conformément aux articles L. 221-18 et suivants du Code de la consommation, vous disposez de 14 jours pour vous rétracter sans avoir à motiver votre décision. Ce délai court à compter du jour où vous, ou un tiers désigné par vous autre que le transporteur, prenez physiquement possession du bien ou, en cas de livraison en plusieurs fois, du dernier bien.",
      },
      {
        kind: "paragraph",
        text: "Pour vous rétracter, informez-nous de votre décision avant l’expiration du délai par une déclaration dénuée d’ambiguïté, par e-mail à support@brisahome.example ou via le formulaire de la page Assistance, en indiquant votre numéro de commande. Vous pouvez utiliser le modèle de formulaire de la section 18, également disponible sur demande, sans que ce soit obligatoire.",
      },
      {
        kind: "list",
        items: [
          "Nous vous remboursons tous les paiements reçus, y compris les frais de livraison standard, au plus tard 14 jours après avoir été informés de votre décision, avec le moyen de paiement d’origine et sans frais pour vous.",
          "Nous pouvons différer le remboursement jusqu’à la récupération des biens ou la réception d’une preuve de leur expédition, selon la première de ces dates.",
          "Vous renvoyez les biens au plus tard 14 jours après nous avoir informés de votre décision. Les frais de retour des appareils sont à notre charge ; ceux des accessoires et pièces détachées restent à votre charge.",
          "Vous n’êtes responsable que de la dépréciation des biens résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement.",
        ],
      },
      {
        kind: "paragraph",
        text: "Conformément à l’article L. 221-28 du Code de la consommation, la rétractation est exclue pour les biens descellés après la livraison qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé, comme les consommables sous emballage scellé (par exemple les sacs à poussière).",
      },
      { kind: "heading", text: "10. Garantie légale de conformité et garantie des vices cachés" },
      {
        kind: "paragraph",
        text: "Indépendamment de toute garantie commerciale, Brisa Home est tenu de la garantie légale de conformité (articles L. 217-1 à L. 217-32 du Code de la consommation) et de la garantie des vices cachés (articles 1641 à 1649 du Code civil).",
      },
      {
        kind: "paragraph",
        text: "Vous disposez de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité ; durant ce délai, vous n’avez à établir que l’existence du défaut, et non sa date d’apparition. La garantie comprend, le cas échéant, les mises à jour nécessaires au maintien de la conformité. Elle vous donne droit à la réparation ou au remplacement du bien dans les trente jours suivant votre demande, sans frais ni inconvénient majeur. Une réparation prolonge la garantie de six mois ; si nous imposons le remplacement alors que vous aviez demandé la réparation, la garantie est renouvelée pour deux ans.",
      },
      {
        kind: "paragraph",
        text: "Vous pouvez obtenir une réduction du prix, ou la résolution du contrat avec remboursement intégral contre restitution du bien, si nous refusons la réparation ou le remplacement, si celui-ci intervient après trente jours ou vous cause un inconvénient majeur, si la non-conformité persiste malgré notre intervention, ou immédiatement si le défaut est d’une gravité qui le justifie. La résolution est exclue pour un défaut mineur. L’immobilisation du bien pour réparation ou remplacement suspend la garantie restant à courir. Le vendeur qui fait obstacle de mauvaise foi à la garantie légale de conformité encourt une amende civile (article L. 241-5 du Code de la consommation).",
      },
      {
        kind: "paragraph",
        text: "La garantie des vices cachés s’applique pendant deux ans à compter de la découverte du défaut ; elle donne droit à une réduction du prix si vous conservez le bien, ou à un remboursement intégral contre sa restitution.",
      },
      { kind: "heading", text: "11. Garantie commerciale Brisa Home" },
      {
        kind: "paragraph",
        text: "Brisa Home offre gratuitement une garantie commerciale d’un an à compter de la livraison sur le corps principal de chaque appareil : en cas de défaut, l’appareil est réparé ou remplacé sans frais. Les batteries, filtres, brosses et autres pièces d’usure sont couverts uniquement contre les défauts de fabrication. Pour en bénéficier, contactez le service client avec votre numéro de commande et une description du problème. Cette garantie s’ajoute aux garanties légales décrites à la section 10, qu’elle ne limite pas.",
      },
      { kind: "heading", text: "12. Remboursements" },
      {
        kind: "paragraph",
        text: "Tout remboursement est effectué sur le moyen de paiement d’origine. La commande affiche « Remboursée » dès que le prestataire de paiement a confirmé l’opération.",
      },
      { kind: "heading", text: "13. Avis clients" },
      {
        kind: "paragraph",
        text: "Vous pouvez publier un avis sur un produit (note, texte et jusqu’à 3 photos). Votre pseudo est affiché, jamais votre adresse e-mail ; un seul avis par adresse e-mail et par produit est accepté. Les avis peuvent être vérifiés par notre équipe avant publication, sans contrôle systématique de l’achat du produit. Ils sont classés par défaut du plus récent au plus ancien.",
      },
      {
        kind: "paragraph",
        text: "Un avis doit être sincère, licite et porter sur le produit : pas de propos injurieux ou diffamatoires, de données personnelles de tiers, de publicité ni de photos dont vous ne détenez pas les droits. Nous pouvons modérer ou retirer les avis contraires à ces règles, mais jamais au seul motif qu’ils sont négatifs. Vous nous accordez une licence non exclusive et gratuite pour afficher votre avis et vos photos sur nos sites et dans notre application pendant leur publication.",
      },
      { kind: "heading", text: "14. Utilisation de la boutique" },
      {
        kind: "paragraph",
        text: "Vous utilisez la boutique loyalement, sans perturber son fonctionnement, accéder aux comptes d’autrui, extraire ses contenus de manière automatisée ni passer de commandes fictives ; le nombre de requêtes est limité par adresse IP. Les textes, photos, logos et marques de la boutique sont protégés et ne peuvent être reproduits sans notre autorisation, sauf pour un usage privé.",
      },
      { kind: "heading", text: "15. Responsabilité" },
      {
        kind: "paragraph",
        text: "Nous sommes responsables de plein droit de la bonne exécution du contrat (article L. 221-15 du Code de la consommation), sauf si l’inexécution est imputable à vous, au fait imprévisible et insurmontable d’un tiers ou à un cas de force majeure. Notre responsabilité n’est jamais limitée en cas de faute intentionnelle ou lourde, d’atteinte à la vie, à l’intégrité physique ou à la santé, au titre de la responsabilité du fait des produits défectueux, ni pour un manquement à une obligation essentielle du contrat. Rien dans ces Conditions ne restreint vos droits de consommateur.",
      },
      { kind: "heading", text: "16. Modification des Conditions" },
      {
        kind: "paragraph",
        text: "Nous pouvons modifier les présentes Conditions. Les modifications s’appliquent uniquement aux commandes passées après leur mise en ligne : chaque commande reste régie par la version en vigueur au moment où elle a été passée.",
      },
      { kind: "heading", text: "17. Réclamations, médiation et droit applicable" },
      {
        kind: "paragraph",
        text: "Adressez d’abord toute réclamation à notre service client. Si aucune solution n’est trouvée, vous pouvez recourir gratuitement au médiateur de la consommation dont les coordonnées sont indiquées sur la page Assistance (articles L. 611-1 et suivants du Code de la consommation), dans un délai d’un an à compter de votre réclamation écrite. En dehors de cette médiation, nous ne participons pas à d’autres procédures de règlement extrajudiciaire des litiges de consommation, sauf si la loi nous y oblige.",
      },
      {
        kind: "paragraph",
        text: "Les Conditions sont régies par le droit du pays du siège de Brisa Home, sans que ce choix vous prive de la protection des dispositions impératives du droit de votre pays de résidence, notamment du droit français de la consommation. Vous pouvez saisir, outre les juridictions normalement compétentes, celle du lieu où vous demeuriez lors de la conclusion du contrat ou de la survenance du fait dommageable ; nous ne pouvons agir contre vous que devant les juridictions de votre domicile.",
      },
      { kind: "heading", text: "18. Annexe : modèle de formulaire de rétractation" },
      {
        kind: "paragraph",
        text: "Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.",
      },
      {
        kind: "list",
        items: [
          "À l’attention de Brisa Home, service client, support@brisahome.example :",
          "Je vous notifie par la présente ma rétractation du contrat portant sur la vente du ou des biens ci-dessous :",
          "Numéro de commande et article(s) concerné(s) :",
          "Commandé le / reçu le :",
          "Nom du consommateur :",
          "Adresse du consommateur :",
          "Signature du consommateur (uniquement en cas de notification du présent formulaire sur papier) :",
          "Date :",
        ],
      },
    ],
  },
};
