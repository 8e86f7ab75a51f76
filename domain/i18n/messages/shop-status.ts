import { defineMessages } from '../define-messages.ts';

/**
 * What the shop says about ordering now (domain/fulfilment/shop-status.ts): the notice under every
 * page's header and the checkout's hand-over section. Written by the servers, never by a page's
 * islands, so no page carries these.
 * `when` is today, tomorrow or other; `day` names the day (other), `time` is on the shop's clock.
 */
export const shopStatus = defineMessages({
  en: {
    paused: 'Not taking orders right now',
    closed: 'Closed now',
    closedUntil: 'Closed now — opens {when, select, today {today {time}} tomorrow {tomorrow {time}} other {{day} {time}}}',
    orderForLater: 'You can still order for later.',
    dineInOff: 'We are not taking orders at the table right now: please ask our staff.',
    kitchenClosing: 'The kitchen closes before a round ordered now would be ready.',
    notOffered: "{type, select, pickup {We don't offer pickup at the moment.} other {We don't deliver at the moment.}}",
  },
  es: {
    paused: 'No aceptamos pedidos en este momento',
    closed: 'Cerrado ahora',
    closedUntil:
      'Cerrado ahora — abre {when, select, today {hoy a las {time}} tomorrow {mañana a las {time}} other {el {day} a las {time}}}',
    orderForLater: 'Aún puedes pedir para más tarde.',
    dineInOff: 'Ahora no aceptamos pedidos desde la mesa: pregunta a nuestro personal.',
    kitchenClosing: 'La cocina cierra antes de que un pedido hecho ahora esté listo.',
    notOffered: '{type, select, pickup {Por ahora no ofrecemos recogida en el local.} other {Por ahora no hacemos entregas a domicilio.}}',
  },
  fr: {
    paused: 'Nous ne prenons pas de commandes pour le moment',
    closed: 'Fermé en ce moment',
    closedUntil:
      'Fermé en ce moment — ouvre {when, select, today {aujourd’hui à {time}} tomorrow {demain à {time}} other {{day} à {time}}}',
    orderForLater: 'Vous pouvez toujours commander pour plus tard.',
    dineInOff: 'Nous ne prenons pas de commandes à table pour le moment : demandez à notre équipe.',
    kitchenClosing: 'La cuisine ferme avant qu’une commande passée maintenant soit prête.',
    notOffered:
      '{type, select, pickup {Nous ne proposons pas le retrait sur place pour le moment.} other {Nous ne livrons pas pour le moment.}}',
  },
  de: {
    paused: 'Wir nehmen gerade keine Bestellungen an',
    closed: 'Jetzt geschlossen',
    closedUntil: 'Jetzt geschlossen — öffnet {when, select, today {heute um {time}} tomorrow {morgen um {time}} other {{day} um {time}}}',
    orderForLater: 'Sie können trotzdem für später bestellen.',
    dineInOff: 'Bestellungen vom Tisch nehmen wir gerade nicht an: Bitte fragen Sie unser Team.',
    kitchenClosing: 'Die Küche schließt, bevor eine jetzt bestellte Runde fertig wäre.',
    notOffered: '{type, select, pickup {Abholung bieten wir im Moment nicht an.} other {Wir liefern im Moment nicht.}}',
  },
  it: {
    paused: 'Al momento non accettiamo ordini',
    closed: 'Ora chiuso',
    closedUntil: 'Ora chiuso — apre {when, select, today {oggi alle {time}} tomorrow {domani alle {time}} other {{day} alle {time}}}',
    orderForLater: 'Puoi comunque ordinare per più tardi.',
    dineInOff: 'Al momento non accettiamo ordini dal tavolo: chiedi al nostro personale.',
    kitchenClosing: 'La cucina chiude prima che un ordine fatto ora sia pronto.',
    notOffered: '{type, select, pickup {Al momento non offriamo il ritiro.} other {Al momento non effettuiamo consegne.}}',
  },
  ar: {
    paused: 'لا نستقبل الطلبات حاليًا',
    closed: 'مغلق الآن',
    closedUntil: 'مغلق الآن — نفتح {when, select, today {اليوم الساعة {time}} tomorrow {غدًا الساعة {time}} other {{day} الساعة {time}}}',
    orderForLater: 'لا يزال بإمكانك الطلب لوقت لاحق.',
    dineInOff: 'لا نستقبل الطلبات من الطاولة الآن: يرجى سؤال فريقنا.',
    kitchenClosing: 'يغلق المطبخ قبل أن تجهز جولة تُطلب الآن.',
    notOffered: '{type, select, pickup {لا نوفر الاستلام من المتجر حاليًا.} other {لا نقوم بالتوصيل حاليًا.}}',
  },
});
