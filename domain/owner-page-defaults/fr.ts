import type { LegalDetails, OwnerPageTexts } from './shape.ts';

function analyticsNow(analytics: LegalDetails['analytics']): string {
  if (!analytics.on) return 'Sur ce site, elle est actuellement **désactivée**.';
  return `Sur ce site, elle est actuellement **activée** : les pages chargent un script de statistiques de visite depuis ${analytics.host ?? 'ce site lui-même'}, qui compte les visites des pages pour nous aider à améliorer la boutique.`;
}

/** Les pages de la boutique de démonstration en français. */
export const fr: OwnerPageTexts = {
  about: {
    title: 'De bons petits plats, livrés à votre porte',
    intro:
      'Doorstep a commencé comme une petite cuisine familiale qui préparait à manger pour des voisins trop occupés pour cuisiner eux-mêmes. Aujourd’hui, nous cuisinons et livrons dans toute la ville des repas frais et halal et les courses du quotidien — avec le même soin que pour notre toute première commande.',
    valuesHeading: 'Nos engagements',
    values: [
      {
        title: 'Du frais tous les jours',
        text: 'Légumes, herbes et fruits arrivent chaque matin de fermes proches de la ville. Sauces, pâtes et marinades sont préparées dans notre cuisine, pas sorties d’une boîte de conserve.',
      },
      {
        title: 'Entièrement halal',
        text: 'Tous nos plats de viande proviennent de fournisseurs certifiés halal, et notre cuisine n’accueille ni porc ni alcool : toute la carte convient donc à tout le monde autour de la table.',
      },
      {
        title: 'Chez vous, rapidement',
        text: 'Les plats sont cuisinés au moment de la commande et partent dans des sacs isothermes avec une personne qui connaît le quartier, pour arriver chauds et à l’heure.',
      },
    ],
    stepsHeading: 'Comment commander',
    steps: [
      {
        title: 'Choisissez vos plats',
        text: 'Parcourez la carte par catégorie — pizzas, burgers, sushis, thalis, poulet et bien plus — et ajoutez à votre panier ce qui vous fait envie.',
      },
      {
        title: 'Payez comme vous voulez',
        text: 'Réglez en espèces à la livraison, par carte ou par UPI. Les données de votre carte vont directement au prestataire de paiement, jamais chez nous.',
      },
      {
        title: 'Suivez-la jusqu’à votre porte',
        text: 'Dans Mes commandes et vos notifications, voyez votre commande passer de la cuisine à votre rue.',
      },
    ],
    promiseHeading: 'Notre promesse',
    promise:
      'Si une commande ne va pas, dites-le-nous et nous arrangerons les choses — un remplacement ou un remboursement, sans formulaires interminables. Questions, traiteur ou avis : nous lisons chaque message.',
    menuLink: 'Voir la carte',
    contactLink: 'Nous contacter',
  },
  contact: {
    title: 'Nous contacter',
    intro:
      'Une question sur une commande, une demande de traiteur ou simplement un avis : nous lisons chaque message et répondons généralement sous un jour.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    intro:
      'Nous ne collectons que ce qui nous est nécessaire pour préparer et livrer votre commande, et nous le protégeons. Cette page explique de quoi il s’agit, en termes simples.',
    body: ({ email, phone, address, analytics }) => `## Ce que nous collectons

### Lorsque vous naviguez

Vous pouvez consulter la carte sans compte. Votre panier est conservé **dans votre propre navigateur** (son stockage local), et non sur notre serveur : vous le retrouvez donc en revenant depuis le même appareil. Votre navigateur garde aussi une copie de la carte pour afficher les plats immédiatement. Ni l’un ni l’autre ne contient d’informations vous concernant.

### Lorsque vous créez un compte ou vous connectez

- Votre nom et votre adresse e-mail.
- Votre mot de passe, que nous ne conservons jamais tel quel : nous n’en gardons qu’une empreinte salée, calculée avec un algorithme volontairement lent, et nous n’écrivons jamais de mots de passe dans nos journaux.
- Si vous vous connectez avec Google, le nom et l’adresse e-mail que Google nous confirme. Nous ne recevons pas votre mot de passe Google.

### Lorsque vous passez commande

- Les plats, les quantités et les prix, ainsi que l’adresse de livraison que vous indiquez.
- Le moyen de paiement. Pour les paiements par carte, le numéro de carte et le cryptogramme (CVV) **n’atteignent jamais notre serveur** : ils sont saisis dans le formulaire sécurisé du prestataire de paiement, qui nous remet en échange un jeton. Nous ne conservons que ce jeton, le réseau de la carte, ses quatre derniers chiffres et le nom du titulaire, afin que vous comme nous puissions reconnaître le paiement.
- Pour les paiements UPI, l’identifiant UPI et l’identifiant de transaction que vous indiquez, afin de pouvoir confirmer le paiement.
- L’historique des statuts de la commande : quand elle a été passée, préparée, payée et livrée.

### Lorsque vous écrivez un avis ou nous contactez

Pour les avis, nous conservons le nom, la note et le texte que vous envoyez. Le formulaire de contact et le champ d’inscription à la newsletter n’envoient rien à notre serveur : ils ouvrent votre propre messagerie avec un brouillon, et nous ne recevons que l’e-mail que vous choisissez d’envoyer.

## Ce que nous en faisons

- Préparer et livrer vos commandes, et vous montrer l’historique de vos commandes et vos notifications.
- Maintenir votre session ouverte et protéger votre compte.
- Répondre à vos messages et, si vous l’avez demandé, vous envoyer notre newsletter.
- Prévenir les abus : nous utilisons brièvement votre adresse IP pour ralentir les tentatives de connexion échouées à répétition et limiter la fréquence des inscriptions, commandes et avis envoyés.

Nous ne vendons pas vos informations et ne les utilisons pas à des fins publicitaires.

## Comment nous les protégeons

- Les mots de passe sont conservés sous forme d’empreinte, et les numéros de carte et cryptogrammes ne nous parviennent jamais.
- Votre session réside dans un cookie que les scripts de la page ne peuvent pas lire ; vous déconnecter ou changer de mot de passe y met fin également de notre côté.
- Vos commandes et votre compte ne sont visibles que par vous et par l’équipe de la boutique qui les traite. Les outils de l’équipe vérifient sur notre serveur, à chaque requête, que la personne qui les utilise a les droits d’administration.
- Nos pages sont servies avec des réglages de sécurité stricts pour le navigateur, qui empêchent d’autres sites de les intégrer ou d’y injecter des scripts.

Aucun système n’est parfaitement sûr. Si un incident touche vos informations, nous vous en informerons.

## Cookies et stockage du navigateur

Nous déposons **un seul cookie**, et uniquement lorsque vous vous connectez : un cookie de session contenant un jeton signé de courte durée, qui permet à notre serveur de vous reconnaître. Il est **HttpOnly** (les scripts de la page ne peuvent pas le lire), **SameSite=Lax** (d’autres sites ne peuvent pas s’en servir pour agir à votre place) et, sur une connexion sécurisée, **Secure**. Il est supprimé à la déconnexion. Nous n’utilisons aucun cookie publicitaire ni de suivi.

Votre panier et une copie de la carte sont conservés dans le stockage local de votre navigateur, pas dans un cookie, et ne nous sont jamais envoyés d’eux-mêmes. Effacer les données du site dans votre navigateur les supprime.

### Statistiques de visite

Les statistiques de visite sont facultatives et **désactivées sauf si la boutique les active**. Lorsqu’elles sont désactivées, aucun script de statistiques n’est chargé. ${analyticsNow(analytics)}

## Durée de conservation

Nous conservons votre compte tant que vous en avez un, et vos commandes aussi longtemps que la loi nous impose de garder les traces des ventes. Les données servant à ralentir les connexions échouées expirent d’elles-mêmes.

## Vos droits

- **Consulter et rectifier** vos données : vous pouvez modifier votre nom, votre adresse e-mail et votre mot de passe à tout moment sur la page de votre compte.
- **Obtenir une copie** des informations que nous détenons sur vous.
- **Supprimer** votre compte et les informations qui y sont liées, à l’exception de celles que la loi nous oblige à conserver.
- **Vous opposer ou retirer votre consentement**, par exemple pour ne plus recevoir la newsletter.
- **Introduire une réclamation** auprès de l’autorité de protection des données de votre pays si vous estimez que nous n’avons pas traité vos informations correctement.

Pour exercer l’un de ces droits, écrivez à ${email}. Nous répondons sous 30 jours.

## Modifications de cette politique

Si nous modifions la façon dont nous traitons vos informations, nous mettrons à jour cette page et la date indiquée en haut.

## Contact

Doorstep, ${address}. E-mail ${email}, téléphone ${phone}.
`,
  },
  terms: {
    title: 'Conditions d’utilisation',
    intro:
      'Ces conditions constituent l’accord entre vous et Doorstep lorsque vous utilisez ce site et passez commande chez nous. Nous les avons voulues courtes et claires.',
    body: ({ email, phone }) => `## Utilisation du service

Tout le monde peut consulter la carte. Pour passer commande, voir vos commandes ou écrire un avis, il vous faut un compte, que vous pouvez créer avec une adresse e-mail et un mot de passe ou, lorsque c’est proposé, en vous connectant avec Google. Vous devez indiquer votre vrai nom et une adresse e-mail à laquelle vous pouvez recevoir des messages.

Nous livrons uniquement dans notre zone de livraison locale. Nous pouvons modifier la carte, les prix et les horaires d’ouverture, et suspendre le service pour maintenance ou lorsque la cuisine est à pleine capacité. Nous pouvons suspendre un compte utilisé en violation des présentes conditions.

## Commandes et paiements

- Les prix sont exprimés dans la devise de la boutique, taxes comprises telles qu’affichées lors du paiement. Des frais de livraison s’y ajoutent et sont indiqués dans votre panier avant la commande. Un code promo valide déduit son pourcentage du total affiché lors du paiement.
- Une commande est passée lorsque vous la confirmez lors du paiement et que nous vous en affichons la confirmation. Si un plat n’est plus disponible entre-temps, nous vous en informons et la commande n’est pas passée.
- Vous pouvez payer **en espèces à la livraison**, par **carte de crédit ou de débit** ou par **UPI**. Les paiements par carte sont traités par notre prestataire de paiement ; votre numéro de carte et votre cryptogramme ne nous parviennent jamais. Une carte refusée signifie que la commande n’est pas passée. Les paiements UPI sont confirmés par nos soins à l’aide de l’identifiant de transaction que vous fournissez.
- Lorsque la page de paiement indique **Mode test — aucun débit réel**, la boutique fonctionne avec une passerelle de paiement de test : aucune somme n’est prélevée et les commandes servent uniquement de démonstration.
- Le montant débité est celui que notre serveur calcule à partir des prix en vigueur, tel qu’affiché lors du paiement.

## Vos obligations

- Indiquez une adresse de livraison complète et exacte, et soyez disponible pour recevoir la commande.
- Gardez votre mot de passe pour vous et prévenez-nous immédiatement si vous pensez qu’une autre personne utilise votre compte.
- Signalez-nous vos allergies ou besoins alimentaires avant de commander ; les descriptions des plats indiquent les principaux ingrédients, et notre cuisine manipule les allergènes courants.
- Rédigez des avis sincères sur vos propres commandes, sans propos injurieux, informations personnelles sur autrui ni publicité.
- N’utilisez pas le site de manière abusive : aucune tentative de contourner la sécurité ou les limites, aucune commande automatisée et aucune utilisation des moyens de paiement d’autrui.

## Remboursements et annulations

- Vous pouvez annuler gratuitement tant que la cuisine n’a pas commencé à préparer votre commande : appelez-nous au ${phone} ou écrivez à ${email} en indiquant la référence de la commande.
- S’il manque quelque chose, si un article ne correspond pas ou n’est pas dans l’état attendu, prévenez-nous dans les 24 heures suivant la livraison (une photo aide). Nous le remplacerons ou le rembourserons.
- Les remboursements sont effectués par le moyen de paiement utilisé : sur le même compte pour la carte et l’UPI, et par un moyen convenu avec vous pour les commandes payées en espèces. Un remboursement par carte peut mettre quelques jours ouvrés à apparaître sur votre relevé.
- Si nous ne pouvons pas livrer une commande que nous avons acceptée, nous l’annulons et vous remboursons intégralement les sommes versées.

## Responsabilité

Nous veillons à préparer et livrer les repas en toute sécurité et à l’heure, mais les délais de livraison sont des estimations. Aucune disposition des présentes conditions ne limite les droits que vous tenez du droit de la consommation et qui ne peuvent être limités.

## Modifications des conditions

Nous pouvons mettre à jour ces conditions à mesure que le service évolue. La date en haut de page indique la dernière version ; chaque commande est régie par les conditions en vigueur au moment où elle a été passée. Si vous continuez à utiliser Doorstep après une modification, les nouvelles conditions s’appliquent à vos commandes ultérieures.

## Contact

Pour toute question sur ces conditions : ${email}, ou consultez notre [Politique de confidentialité](/privacy) pour savoir comment nous traitons vos informations.
`,
  },
};
