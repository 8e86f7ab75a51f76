import { defineMessages } from '../define-messages.ts';

/**
 * What the customer is told once a grocery order is picked (domain/picking/change-text.ts): what
 * changed, line by line, for the order's mail and tracking page, and what the card was charged;
 * the owner's notice when the final amount is above what the card holds; and, where the shop asks
 * customers to approve replacements, the order page's questions and what the answers did
 * (site/src/islands/orders/ReplacementApprovals.tsx).
 * the owner's notice when the final amount is above what the card holds; and what staff are told
 * of a card held for an order they pick (site/src/islands/admin/CardHoldNote.tsx).
 */
export const picking = defineMessages({
  en: {
    changesHeadline:
      '{count, plural, =0 {Your order was picked as you ordered it.} one {One line of your order changed when it was picked.} other {# lines of your order changed when it was picked.}}',
    fewer: '{name}: we found {picked} of the {ordered} you ordered.',
    weighed: '{name}: you ordered {ordered}; it weighed {picked}.',
    weighedOver: '{name}: you ordered {ordered}; it weighed {picked}, and you pay for {charged} only.',
    replacedBestMatch: '{name} was out: we sent {replacement} instead, our best match, at no more than {name} would have cost.',
    replacedNamed: '{name} was out: we sent {replacement} instead, as you asked, at its own price.',
    missing: '{name} was out: you are not charged for it.',
    nothingPicked: 'Nothing you ordered could be picked: you are not charged, not even for delivery.',
    estimatedAndFinal: 'Estimated total {estimated}; final total {final}.',
    cardCharged:
      '{released, select, yes {{charged} was charged to your card, which held {authorized}; the rest is released.} other {{charged} was charged to your card, all it held.}}',
    cardReleased: 'Nothing was charged: the {authorized} held on your card is released.',
    ownerOverAuthorized:
      'Order {reference} came to {final}, more than the {authorized} its card holds: {authorized} was charged, and {short} was not.',
    declined: 'You declined {replacement} in place of {name}: you are not charged for {name}.',
    unanswered: 'You did not answer in time about {replacement} in place of {name}: we left it out, and you are not charged for it.',
    changesHeading: 'What changed when we picked your order',
    approvalHeading: '{count, plural, one {A replacement for you to approve} other {Replacements for you to approve}}',
    approvalIntro:
      'Some products you ordered are out. Tell us whether we may send what we offer instead; if you do not answer in time, we leave them out and you are not charged for them.',
    approvalOrdered: 'You ordered {ordered}.',
    approvalOffer:
      '{named, select, yes {Instead: {replacement}, the product you chose, for {amount}.} other {Instead: {replacement}, our best match, for {amount}, no more than {name} would have cost.}}',
    approvalTimeLeft: '{minutes, plural, one {# minute left to answer} other {# minutes left to answer}}',
    approvalAccept: 'Accept',
    approvalDecline: 'Decline',
    approvalAcceptLabel: 'Accept {replacement} in place of {name}',
    approvalDeclineLabel: 'Decline {replacement} in place of {name}',
    approvalAccepted: 'You accepted {replacement} in place of {name}.',
    approvalDeclined: 'You declined {replacement}: {name} is left out, and you are not charged for it.',
    approvalExpired: 'The time to answer about {replacement} is over: {name} is left out, and you are not charged for it.',
    approvalSending: 'Sending your answer…',
    approvalFailed: 'Your answer could not be sent. Please try again.',
    holdEnding:
      '{days, plural, =0 {The card hold ends today: pick the order or it lapses.} one {The card hold ends tomorrow: pick the order or it lapses.} other {The card hold ends in # days: pick the order or it lapses.}}',
    chargeDue: 'The card is still held: charging it did not go through. Charge it again.',
    chargeDueDesk: 'The card is still held: charging it did not go through. Charge it from Manage Orders.',
  },
  es: {
    changesHeadline:
      '{count, plural, =0 {Tu pedido se preparó tal como lo pediste.} one {Una línea de tu pedido cambió al prepararlo.} other {# líneas de tu pedido cambiaron al prepararlo.}}',
    fewer: '{name}: encontramos {picked} de los {ordered} que pediste.',
    weighed: '{name}: pediste {ordered}; pesó {picked}.',
    weighedOver: '{name}: pediste {ordered}; pesó {picked}, y solo pagas {charged}.',
    replacedBestMatch:
      '{name} estaba agotado: enviamos {replacement} en su lugar, lo más parecido, por no más de lo que habría costado {name}.',
    replacedNamed: '{name} estaba agotado: enviamos {replacement} en su lugar, como pediste, a su propio precio.',
    missing: '{name} estaba agotado: no se te cobra.',
    nothingPicked: 'No pudimos preparar nada de lo que pediste: no se te cobra nada, ni siquiera el envío.',
    estimatedAndFinal: 'Total estimado {estimated}; total final {final}.',
    cardCharged:
      '{released, select, yes {Se cobraron {charged} en tu tarjeta, que tenía retenidos {authorized}; el resto se libera.} other {Se cobraron {charged} en tu tarjeta, todo lo retenido.}}',
    cardReleased: 'No se cobró nada: se liberan los {authorized} retenidos en tu tarjeta.',
    ownerOverAuthorized:
      'El pedido {reference} sumó {final}, más de los {authorized} retenidos en su tarjeta: se cobraron {authorized} y {short} no.',
    declined: 'Rechazaste {replacement} en lugar de {name}: no se te cobra {name}.',
    unanswered: 'No respondiste a tiempo sobre {replacement} en lugar de {name}: lo dejamos fuera y no se te cobra.',
    changesHeading: 'Qué cambió al preparar tu pedido',
    approvalHeading: '{count, plural, one {Una sustitución para que la apruebes} other {Sustituciones para que las apruebes}}',
    approvalIntro:
      'Algunos productos que pediste están agotados. Dinos si podemos enviar lo que te ofrecemos en su lugar; si no respondes a tiempo, los dejamos fuera y no se te cobran.',
    approvalOrdered: 'Pediste {ordered}.',
    approvalOffer:
      '{named, select, yes {En su lugar: {replacement}, el producto que elegiste, por {amount}.} other {En su lugar: {replacement}, lo más parecido, por {amount}, no más de lo que habría costado {name}.}}',
    approvalTimeLeft: '{minutes, plural, one {Queda # minuto para responder} other {Quedan # minutos para responder}}',
    approvalAccept: 'Aceptar',
    approvalDecline: 'Rechazar',
    approvalAcceptLabel: 'Aceptar {replacement} en lugar de {name}',
    approvalDeclineLabel: 'Rechazar {replacement} en lugar de {name}',
    approvalAccepted: 'Aceptaste {replacement} en lugar de {name}.',
    approvalDeclined: 'Rechazaste {replacement}: {name} se deja fuera y no se te cobra.',
    approvalExpired: 'Se acabó el tiempo para responder sobre {replacement}: {name} se deja fuera y no se te cobra.',
    approvalSending: 'Enviando tu respuesta…',
    approvalFailed: 'No se pudo enviar tu respuesta. Inténtalo de nuevo.',
    holdEnding:
      '{days, plural, =0 {La retención de la tarjeta vence hoy: prepara el pedido o caducará.} one {La retención de la tarjeta vence mañana: prepara el pedido o caducará.} other {La retención de la tarjeta vence en # días: prepara el pedido o caducará.}}',
    chargeDue: 'La tarjeta sigue retenida: el cobro no se completó. Cóbrala de nuevo.',
    chargeDueDesk: 'La tarjeta sigue retenida: el cobro no se completó. Cóbrala desde Gestionar pedidos.',
  },
  fr: {
    changesHeadline:
      '{count, plural, =0 {Votre commande a été préparée telle que vous l’avez passée.} one {Une ligne de votre commande a changé à la préparation.} other {# lignes de votre commande ont changé à la préparation.}}',
    fewer: '{name} : nous en avons trouvé {picked} sur les {ordered} commandés.',
    weighed: '{name} : vous avez commandé {ordered} ; le poids est de {picked}.',
    weighedOver: '{name} : vous avez commandé {ordered} ; le poids est de {picked}, et vous ne payez que {charged}.',
    replacedBestMatch:
      '{name} était épuisé : nous avons envoyé {replacement} à la place, le plus proche, pour pas plus que ce qu’aurait coûté {name}.',
    replacedNamed: '{name} était épuisé : nous avons envoyé {replacement} à la place, comme vous l’avez demandé, à son propre prix.',
    missing: '{name} était épuisé : il ne vous est pas facturé.',
    nothingPicked: 'Rien de votre commande n’a pu être préparé : rien ne vous est facturé, pas même la livraison.',
    estimatedAndFinal: 'Total estimé {estimated} ; total final {final}.',
    cardCharged:
      '{released, select, yes {{charged} ont été débités de votre carte, qui en réservait {authorized} ; le reste est libéré.} other {{charged} ont été débités de votre carte, tout ce qu’elle réservait.}}',
    cardReleased: 'Rien n’a été débité : les {authorized} réservés sur votre carte sont libérés.',
    ownerOverAuthorized:
      'La commande {reference} s’élève à {final}, plus que les {authorized} réservés sur sa carte : {authorized} ont été débités, {short} non.',
    declined: 'Vous avez refusé {replacement} à la place de {name} : {name} ne vous est pas facturé.',
    unanswered:
      'Vous n’avez pas répondu à temps pour {replacement} à la place de {name} : nous l’avons laissé de côté, et il ne vous est pas facturé.',
    changesHeading: 'Ce qui a changé à la préparation de votre commande',
    approvalHeading: '{count, plural, one {Un remplacement à approuver} other {Des remplacements à approuver}}',
    approvalIntro:
      'Certains produits commandés sont épuisés. Dites-nous si nous pouvons envoyer ce que nous proposons à la place ; sans réponse à temps, nous les laissons de côté et ils ne vous sont pas facturés.',
    approvalOrdered: 'Vous avez commandé {ordered}.',
    approvalOffer:
      '{named, select, yes {À la place : {replacement}, le produit que vous avez choisi, pour {amount}.} other {À la place : {replacement}, le plus proche, pour {amount}, pas plus que ce qu’aurait coûté {name}.}}',
    approvalTimeLeft: '{minutes, plural, one {# minute pour répondre} other {# minutes pour répondre}}',
    approvalAccept: 'Accepter',
    approvalDecline: 'Refuser',
    approvalAcceptLabel: 'Accepter {replacement} à la place de {name}',
    approvalDeclineLabel: 'Refuser {replacement} à la place de {name}',
    approvalAccepted: 'Vous avez accepté {replacement} à la place de {name}.',
    approvalDeclined: 'Vous avez refusé {replacement} : {name} est laissé de côté, et il ne vous est pas facturé.',
    approvalExpired:
      'Le délai pour répondre au sujet de {replacement} est passé : {name} est laissé de côté, et il ne vous est pas facturé.',
    approvalSending: 'Envoi de votre réponse…',
    approvalFailed: 'Votre réponse n’a pas pu être envoyée. Veuillez réessayer.',
    holdEnding:
      '{days, plural, =0 {La réservation sur la carte expire aujourd’hui : préparez la commande, sinon elle tombe.} one {La réservation sur la carte expire demain : préparez la commande, sinon elle tombe.} other {La réservation sur la carte expire dans # jours : préparez la commande, sinon elle tombe.}}',
    chargeDue: 'La carte est toujours réservée : le débit n’a pas abouti. Débitez-la à nouveau.',
    chargeDueDesk: 'La carte est toujours réservée : le débit n’a pas abouti. Débitez-la depuis Gérer les commandes.',
  },
  de: {
    changesHeadline:
      '{count, plural, =0 {Ihre Bestellung wurde so zusammengestellt, wie Sie sie bestellt haben.} one {Eine Position Ihrer Bestellung hat sich beim Zusammenstellen geändert.} other {# Positionen Ihrer Bestellung haben sich beim Zusammenstellen geändert.}}',
    fewer: '{name}: Wir haben {picked} von {ordered} bestellten gefunden.',
    weighed: '{name}: Bestellt waren {ordered}; gewogen wurden {picked}.',
    weighedOver: '{name}: Bestellt waren {ordered}; gewogen wurden {picked}, und Sie zahlen nur {charged}.',
    replacedBestMatch:
      '{name} war ausverkauft: Wir haben stattdessen {replacement} geschickt, den besten Ersatz, für höchstens so viel, wie {name} gekostet hätte.',
    replacedNamed: '{name} war ausverkauft: Wir haben wie gewünscht {replacement} geschickt, zu seinem eigenen Preis.',
    missing: '{name} war ausverkauft: Es wird Ihnen nicht berechnet.',
    nothingPicked: 'Nichts aus Ihrer Bestellung war zu haben: Ihnen wird nichts berechnet, auch nicht die Lieferung.',
    estimatedAndFinal: 'Geschätzte Summe {estimated}; Endsumme {final}.',
    cardCharged:
      '{released, select, yes {{charged} wurden von Ihrer Karte abgebucht, auf der {authorized} reserviert waren; der Rest wird freigegeben.} other {{charged} wurden von Ihrer Karte abgebucht, die ganze Reservierung.}}',
    cardReleased: 'Es wurde nichts abgebucht: Die {authorized}, die auf Ihrer Karte reserviert waren, werden freigegeben.',
    ownerOverAuthorized:
      'Bestellung {reference} kam auf {final}, mehr als die {authorized}, die auf der Karte reserviert sind: {authorized} wurden abgebucht, {short} nicht.',
    declined: 'Sie haben {replacement} statt {name} abgelehnt: {name} wird Ihnen nicht berechnet.',
    unanswered:
      'Sie haben nicht rechtzeitig zu {replacement} statt {name} geantwortet: Wir haben es weggelassen, und es wird Ihnen nicht berechnet.',
    changesHeading: 'Was sich beim Zusammenstellen Ihrer Bestellung geändert hat',
    approvalHeading: '{count, plural, one {Ein Ersatz zur Bestätigung} other {Ersatzartikel zur Bestätigung}}',
    approvalIntro:
      'Einige bestellte Produkte sind ausverkauft. Sagen Sie uns, ob wir schicken dürfen, was wir stattdessen anbieten; ohne rechtzeitige Antwort lassen wir sie weg, und sie werden Ihnen nicht berechnet.',
    approvalOrdered: 'Bestellt: {ordered}.',
    approvalOffer:
      '{named, select, yes {Stattdessen: {replacement}, das von Ihnen gewählte Produkt, für {amount}.} other {Stattdessen: {replacement}, unser bester Ersatz, für {amount}, nicht mehr, als {name} gekostet hätte.}}',
    approvalTimeLeft: '{minutes, plural, one {Noch # Minute für die Antwort} other {Noch # Minuten für die Antwort}}',
    approvalAccept: 'Annehmen',
    approvalDecline: 'Ablehnen',
    approvalAcceptLabel: '{replacement} statt {name} annehmen',
    approvalDeclineLabel: '{replacement} statt {name} ablehnen',
    approvalAccepted: 'Sie haben {replacement} statt {name} angenommen.',
    approvalDeclined: 'Sie haben {replacement} abgelehnt: {name} wird weggelassen und Ihnen nicht berechnet.',
    approvalExpired: 'Die Zeit für eine Antwort zu {replacement} ist vorbei: {name} wird weggelassen und Ihnen nicht berechnet.',
    approvalSending: 'Ihre Antwort wird gesendet…',
    approvalFailed: 'Ihre Antwort konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    holdEnding:
      '{days, plural, =0 {Die Reservierung auf der Karte endet heute: Kommissionieren Sie die Bestellung, sonst verfällt sie.} one {Die Reservierung auf der Karte endet morgen: Kommissionieren Sie die Bestellung, sonst verfällt sie.} other {Die Reservierung auf der Karte endet in # Tagen: Kommissionieren Sie die Bestellung, sonst verfällt sie.}}',
    chargeDue: 'Die Karte ist noch reserviert: Die Abbuchung ist nicht durchgegangen. Buchen Sie erneut ab.',
    chargeDueDesk: 'Die Karte ist noch reserviert: Die Abbuchung ist nicht durchgegangen. Buchen Sie unter Bestellungen verwalten ab.',
  },
  it: {
    changesHeadline:
      '{count, plural, =0 {Il tuo ordine è stato preparato come l’hai ordinato.} one {Una riga del tuo ordine è cambiata durante la preparazione.} other {# righe del tuo ordine sono cambiate durante la preparazione.}}',
    fewer: '{name}: ne abbiamo trovati {picked} dei {ordered} che hai ordinato.',
    weighed: '{name}: hai ordinato {ordered}; il peso è {picked}.',
    weighedOver: '{name}: hai ordinato {ordered}; il peso è {picked}, e paghi solo {charged}.',
    replacedBestMatch:
      '{name} era esaurito: abbiamo inviato {replacement} al suo posto, il più simile, a non più di quanto sarebbe costato {name}.',
    replacedNamed: '{name} era esaurito: abbiamo inviato {replacement} al suo posto, come hai chiesto, al suo prezzo.',
    missing: '{name} era esaurito: non ti viene addebitato.',
    nothingPicked: 'Non è stato possibile preparare nulla di ciò che hai ordinato: non ti viene addebitato nulla, nemmeno la consegna.',
    estimatedAndFinal: 'Totale stimato {estimated}; totale finale {final}.',
    cardCharged:
      '{released, select, yes {Sono stati addebitati {charged} sulla tua carta, che ne tratteneva {authorized}; il resto viene sbloccato.} other {Sono stati addebitati {charged} sulla tua carta, tutto ciò che tratteneva.}}',
    cardReleased: 'Non è stato addebitato nulla: i {authorized} trattenuti sulla tua carta vengono sbloccati.',
    ownerOverAuthorized:
      'L’ordine {reference} è arrivato a {final}, più dei {authorized} trattenuti sulla sua carta: sono stati addebitati {authorized}, {short} no.',
    declined: 'Hai rifiutato {replacement} al posto di {name}: {name} non ti viene addebitato.',
    unanswered: 'Non hai risposto in tempo su {replacement} al posto di {name}: l’abbiamo lasciato fuori e non ti viene addebitato.',
    changesHeading: 'Cosa è cambiato durante la preparazione del tuo ordine',
    approvalHeading: '{count, plural, one {Una sostituzione da approvare} other {Sostituzioni da approvare}}',
    approvalIntro:
      'Alcuni prodotti che hai ordinato sono esauriti. Dicci se possiamo inviare ciò che ti proponiamo al loro posto; se non rispondi in tempo, li lasciamo fuori e non ti vengono addebitati.',
    approvalOrdered: 'Hai ordinato {ordered}.',
    approvalOffer:
      '{named, select, yes {Al suo posto: {replacement}, il prodotto che hai scelto, per {amount}.} other {Al suo posto: {replacement}, il più simile, per {amount}, non più di quanto sarebbe costato {name}.}}',
    approvalTimeLeft: '{minutes, plural, one {Resta # minuto per rispondere} other {Restano # minuti per rispondere}}',
    approvalAccept: 'Accetta',
    approvalDecline: 'Rifiuta',
    approvalAcceptLabel: 'Accetta {replacement} al posto di {name}',
    approvalDeclineLabel: 'Rifiuta {replacement} al posto di {name}',
    approvalAccepted: 'Hai accettato {replacement} al posto di {name}.',
    approvalDeclined: 'Hai rifiutato {replacement}: {name} resta fuori e non ti viene addebitato.',
    approvalExpired: 'Il tempo per rispondere su {replacement} è scaduto: {name} resta fuori e non ti viene addebitato.',
    approvalSending: 'Invio della risposta…',
    approvalFailed: 'Non è stato possibile inviare la tua risposta. Riprova.',
    holdEnding:
      '{days, plural, =0 {La trattenuta sulla carta scade oggi: prepara l’ordine o decadrà.} one {La trattenuta sulla carta scade domani: prepara l’ordine o decadrà.} other {La trattenuta sulla carta scade tra # giorni: prepara l’ordine o decadrà.}}',
    chargeDue: 'L’importo è ancora trattenuto sulla carta: l’addebito non è andato a buon fine. Addebitalo di nuovo.',
    chargeDueDesk: 'L’importo è ancora trattenuto sulla carta: l’addebito non è andato a buon fine. Addebitalo da Gestisci ordini.',
  },
  ar: {
    changesHeadline:
      '{count, plural, zero {جُهّز طلبك كما طلبته.} one {تغيّر بند واحد من طلبك عند تجهيزه.} two {تغيّر بندان من طلبك عند تجهيزه.} few {تغيّرت # بنود من طلبك عند تجهيزه.} many {تغيّر # بندًا من طلبك عند تجهيزه.} other {تغيّر # بند من طلبك عند تجهيزه.}}',
    fewer: '{name}: وجدنا {picked} من {ordered} طلبتها.',
    weighed: '{name}: طلبت {ordered}؛ وكان الوزن {picked}.',
    weighedOver: '{name}: طلبت {ordered}؛ وكان الوزن {picked}، ولا تدفع إلا ثمن {charged}.',
    replacedBestMatch: 'نفد {name}: أرسلنا بدلًا منه {replacement}، الأقرب إليه، بما لا يزيد عمّا كان سيكلّفه {name}.',
    replacedNamed: 'نفد {name}: أرسلنا بدلًا منه {replacement}، كما طلبت، بسعره.',
    missing: 'نفد {name}: لن يُحتسب عليك.',
    nothingPicked: 'لم نتمكن من تجهيز أي شيء مما طلبته: لن يُحتسب عليك شيء، ولا حتى التوصيل.',
    estimatedAndFinal: 'الإجمالي التقديري {estimated}؛ الإجمالي النهائي {final}.',
    cardCharged:
      '{released, select, yes {خُصم {charged} من بطاقتك التي كان محجوزًا عليها {authorized}؛ ويُفرج عن الباقي.} other {خُصم {charged} من بطاقتك، كل ما كان محجوزًا عليها.}}',
    cardReleased: 'لم يُخصم شيء: يُفرج عن {authorized} المحجوزة على بطاقتك.',
    ownerOverAuthorized: 'بلغ الطلب {reference} مبلغ {final}، أكثر من {authorized} المحجوزة على بطاقته: خُصم {authorized} ولم يُخصم {short}.',
    declined: 'رفضت {replacement} بدلًا من {name}: لن يُحتسب عليك {name}.',
    unanswered: 'لم تردّ في الوقت المحدد بشأن {replacement} بدلًا من {name}: استبعدناه، ولن يُحتسب عليك.',
    changesHeading: 'ما الذي تغيّر عند تجهيز طلبك',
    approvalHeading:
      '{count, plural, zero {لا بدائل للموافقة عليها} one {بديل للموافقة عليه} two {بديلان للموافقة عليهما} few {بدائل للموافقة عليها} many {بدائل للموافقة عليها} other {بدائل للموافقة عليها}}',
    approvalIntro:
      'نفدت بعض المنتجات التي طلبتها. أخبرنا إن كان بإمكاننا إرسال ما نقترحه بدلًا منها؛ وإن لم تردّ في الوقت المحدد نستبعدها ولا تُحتسب عليك.',
    approvalOrdered: 'طلبت {ordered}.',
    approvalOffer:
      '{named, select, yes {بدلًا منه: {replacement}، المنتج الذي اخترته، مقابل {amount}.} other {بدلًا منه: {replacement}، الأقرب إليه، مقابل {amount}، بما لا يزيد عمّا كان سيكلّفه {name}.}}',
    approvalTimeLeft:
      '{minutes, plural, zero {لم يبقَ وقت للرد} one {بقيت دقيقة واحدة للرد} two {بقيت دقيقتان للرد} few {بقيت # دقائق للرد} many {بقيت # دقيقة للرد} other {بقيت # دقيقة للرد}}',
    approvalAccept: 'قبول',
    approvalDecline: 'رفض',
    approvalAcceptLabel: 'قبول {replacement} بدلًا من {name}',
    approvalDeclineLabel: 'رفض {replacement} بدلًا من {name}',
    approvalAccepted: 'قبلت {replacement} بدلًا من {name}.',
    approvalDeclined: 'رفضت {replacement}: استُبعد {name}، ولن يُحتسب عليك.',
    approvalExpired: 'انتهى وقت الرد بشأن {replacement}: استُبعد {name}، ولن يُحتسب عليك.',
    approvalSending: 'جارٍ إرسال ردّك…',
    approvalFailed: 'تعذّر إرسال ردّك. حاول مرة أخرى.',
    holdEnding:
      '{days, plural, zero {ينتهي الحجز على البطاقة اليوم: جهّز الطلب وإلا سقط الحجز.} one {ينتهي الحجز على البطاقة غدًا: جهّز الطلب وإلا سقط الحجز.} two {ينتهي الحجز على البطاقة بعد يومين: جهّز الطلب وإلا سقط الحجز.} few {ينتهي الحجز على البطاقة بعد # أيام: جهّز الطلب وإلا سقط الحجز.} many {ينتهي الحجز على البطاقة بعد # يومًا: جهّز الطلب وإلا سقط الحجز.} other {ينتهي الحجز على البطاقة بعد # يوم: جهّز الطلب وإلا سقط الحجز.}}',
    chargeDue: 'لا يزال المبلغ محجوزًا على البطاقة: لم يتم الخصم. اخصمه مجددًا.',
    chargeDueDesk: 'لا يزال المبلغ محجوزًا على البطاقة: لم يتم الخصم. اخصمه من صفحة إدارة الطلبات.',
  },
});
