import { defineMessages } from '../define-messages.ts';

/**
 * What the customer is told once a grocery order is picked (domain/picking/change-text.ts): what
 * changed, line by line, for the order's mail and tracking page, and what the card was charged;
 * and the owner's notice when the final amount is above what the card holds.
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
  },
});
