import { defineMessages } from '../define-messages.ts';

/** The admin Dashboard: today's figures, the latest orders, and warnings about sign-in and guest-order floods. */
export const adminDashboard = defineMessages({
  en: {
    location: 'Location',
    allLocations: 'All locations',
    ordersToday: 'Orders today',
    revenueToday: 'Revenue today',
    revenueNote:
      '{refunded, select, yes {Net of refunds ({refunds} given back today); cancelled orders not counted} other {Net of refunds; cancelled orders not counted}}',
    pendingOrders: 'Pending orders',
    viewPending: 'View pending orders',
    recentOrders: 'Recent orders',
    viewAll: 'View all orders',
    noOrders: 'No orders yet.',
    orderLink: 'Order #{reference}',
    loadFailed: 'Failed to load the dashboard',
    signInStormsHeading: 'Unusual sign-in activity',
    signInStorm:
      '{kind, select, account {{failures, plural, one {# failed sign-in} other {# failed sign-ins}} for {target}} other {{target} tried to sign in to {failures, plural, one {# different account} other {# different accounts}}}} in the last day (latest <time>{latest}</time>).',
    signInStormsNote:
      "Those attempts are slowed down. Browsers that signed in to an account before are not held back by them, so the account's owner can still sign in from their usual device.",
    guestFloodsHeading: 'Unusual guest orders',
    guestFlood:
      '{kind, select, address {{refused, plural, one {# guest order} other {# guest orders}} refused from {target}} email {{refused, plural, one {# guest order} other {# guest orders}} refused to {target}} other {{refused, plural, one {# guest order} other {# guest orders}} refused while guests were ordering faster than the shop takes them}} since <time>{since}</time>.',
    guestFloodsNote:
      'Someone placed more orders without an account than a person would. Those orders were refused before any mail was sent or the desk was told; customers who log in order as usual.',
    lowStockHeading: 'Low stock',
    lowStockLink: 'Restock in Manage Foods',
    lowStockLine: '{left, plural, =0 {None left} other {# left}} (low at {lowAt})',
  },
  es: {
    location: 'Local',
    allLocations: 'Todos los locales',
    ordersToday: 'Pedidos de hoy',
    revenueToday: 'Ingresos de hoy',
    revenueNote:
      '{refunded, select, yes {Descontados los reembolsos ({refunds} devueltos hoy); sin contar los pedidos cancelados} other {Descontados los reembolsos; sin contar los pedidos cancelados}}',
    pendingOrders: 'Pedidos pendientes',
    viewPending: 'Ver los pedidos pendientes',
    recentOrders: 'Pedidos recientes',
    viewAll: 'Ver todos los pedidos',
    noOrders: 'Todavía no hay pedidos.',
    orderLink: 'Pedido n.º {reference}',
    loadFailed: 'No se pudo cargar el panel',
    signInStormsHeading: 'Actividad de inicio de sesión inusual',
    signInStorm:
      '{kind, select, account {{failures, plural, one {# intento fallido} other {# intentos fallidos}} de iniciar sesión en {target}} other {{target} intentó iniciar sesión en {failures, plural, one {# cuenta distinta} other {# cuentas distintas}}}} en el último día (el más reciente: <time>{latest}</time>).',
    signInStormsNote:
      'Esos intentos se ralentizan. Los navegadores que ya habían iniciado sesión en una cuenta no se ven frenados por ellos, así que la persona titular puede seguir entrando desde su dispositivo habitual.',
    guestFloodsHeading: 'Pedidos de invitados inusuales',
    guestFlood:
      '{kind, select, address {{refused, plural, one {# pedido de invitado rechazado} other {# pedidos de invitado rechazados}} desde {target}} email {{refused, plural, one {# pedido de invitado rechazado} other {# pedidos de invitado rechazados}} para {target}} other {{refused, plural, one {# pedido de invitado rechazado} other {# pedidos de invitado rechazados}} porque llegaban más rápido de lo que la tienda los acepta}} desde <time>{since}</time>.',
    guestFloodsNote:
      'Alguien hizo más pedidos sin cuenta de los que haría una persona. Se rechazaron antes de enviar ningún correo o avisar al mostrador; quienes inician sesión piden con normalidad.',
    lowStockHeading: 'Stock bajo',
    lowStockLink: 'Reponer en Gestionar platos',
    lowStockLine: '{left, plural, =0 {No queda ninguno} one {Queda #} other {Quedan #}} (bajo a partir de {lowAt})',
  },
  fr: {
    location: 'Établissement',
    allLocations: 'Tous les établissements',
    ordersToday: 'Commandes du jour',
    revenueToday: 'Chiffre d’affaires du jour',
    revenueNote:
      '{refunded, select, yes {Remboursements déduits ({refunds} rendus aujourd’hui) ; commandes annulées non comptées} other {Remboursements déduits ; commandes annulées non comptées}}',
    pendingOrders: 'Commandes en attente',
    viewPending: 'Voir les commandes en attente',
    recentOrders: 'Commandes récentes',
    viewAll: 'Voir toutes les commandes',
    noOrders: 'Aucune commande pour l’instant.',
    orderLink: 'Commande nº {reference}',
    loadFailed: 'Le tableau de bord n’a pas pu se charger',
    signInStormsHeading: 'Connexions inhabituelles',
    signInStorm:
      '{kind, select, account {{failures, plural, one {# échec de connexion} other {# échecs de connexion}} pour {target}} other {{target} a tenté de se connecter à {failures, plural, one {# compte différent} other {# comptes différents}}}} au cours des dernières 24 heures (dernier essai : <time>{latest}</time>).',
    signInStormsNote:
      'Ces tentatives sont ralenties. Les navigateurs déjà connectés à un compte n’en sont pas gênés : la personne titulaire peut toujours se connecter depuis son appareil habituel.',
    guestFloodsHeading: 'Commandes d’invités inhabituelles',
    guestFlood:
      '{kind, select, address {{refused, plural, one {# commande d’invité refusée} other {# commandes d’invités refusées}} depuis {target}} email {{refused, plural, one {# commande d’invité refusée} other {# commandes d’invités refusées}} vers {target}} other {{refused, plural, one {# commande d’invité refusée} other {# commandes d’invités refusées}} car elles arrivaient plus vite que la boutique ne les accepte}} depuis le <time>{since}</time>.',
    guestFloodsNote:
      'Quelqu’un a passé plus de commandes sans compte qu’une personne ne le ferait. Elles ont été refusées avant tout e-mail ou alerte au comptoir ; la clientèle connectée commande normalement.',
    lowStockHeading: 'Stock bas',
    lowStockLink: 'Réapprovisionner dans Gérer les plats',
    lowStockLine: '{left, plural, =0 {Plus aucun} other {Il en reste #}} (bas à partir de {lowAt})',
  },
  de: {
    location: 'Standort',
    allLocations: 'Alle Standorte',
    ordersToday: 'Bestellungen heute',
    revenueToday: 'Umsatz heute',
    revenueNote:
      '{refunded, select, yes {Abzüglich Erstattungen (heute {refunds} zurückgezahlt); stornierte Bestellungen nicht gezählt} other {Abzüglich Erstattungen; stornierte Bestellungen nicht gezählt}}',
    pendingOrders: 'Offene Bestellungen',
    viewPending: 'Offene Bestellungen ansehen',
    recentOrders: 'Neueste Bestellungen',
    viewAll: 'Alle Bestellungen ansehen',
    noOrders: 'Noch keine Bestellungen.',
    orderLink: 'Bestellung Nr. {reference}',
    loadFailed: 'Die Übersicht konnte nicht geladen werden',
    signInStormsHeading: 'Ungewöhnliche Anmeldeversuche',
    signInStorm:
      '{kind, select, account {{failures, plural, one {# fehlgeschlagene Anmeldung} other {# fehlgeschlagene Anmeldungen}} für {target}} other {{target} hat versucht, sich bei {failures, plural, one {# anderen Konto} other {# verschiedenen Konten}} anzumelden}} in den letzten 24 Stunden (zuletzt <time>{latest}</time>).',
    signInStormsNote:
      'Diese Versuche werden verlangsamt. Browser, die schon einmal bei einem Konto angemeldet waren, bremst das nicht: Wem das Konto gehört, kann sich weiter vom gewohnten Gerät aus anmelden.',
    guestFloodsHeading: 'Ungewöhnliche Gastbestellungen',
    guestFlood:
      '{kind, select, address {{refused, plural, one {# Gastbestellung} other {# Gastbestellungen}} von {target} abgelehnt} email {{refused, plural, one {# Gastbestellung} other {# Gastbestellungen}} an {target} abgelehnt} other {{refused, plural, one {# Gastbestellung} other {# Gastbestellungen}} abgelehnt, weil schneller bestellt wurde, als der Shop annimmt}} seit <time>{since}</time>.',
    guestFloodsNote:
      'Jemand hat ohne Konto mehr bestellt, als ein Mensch es täte. Diese Bestellungen wurden abgelehnt, bevor eine E-Mail verschickt oder die Theke benachrichtigt wurde; wer angemeldet ist, bestellt wie gewohnt.',
    lowStockHeading: 'Niedriger Bestand',
    lowStockLink: 'In „Gerichte verwalten“ auffüllen',
    lowStockLine: '{left, plural, =0 {Keiner mehr} other {Noch #}} (niedrig ab {lowAt})',
  },
  it: {
    location: 'Sede',
    allLocations: 'Tutte le sedi',
    ordersToday: 'Ordini di oggi',
    revenueToday: 'Incasso di oggi',
    revenueNote:
      '{refunded, select, yes {Al netto dei rimborsi ({refunds} restituiti oggi); ordini annullati esclusi} other {Al netto dei rimborsi; ordini annullati esclusi}}',
    pendingOrders: 'Ordini in attesa',
    viewPending: 'Vedi gli ordini in attesa',
    recentOrders: 'Ordini recenti',
    viewAll: 'Vedi tutti gli ordini',
    noOrders: 'Ancora nessun ordine.',
    orderLink: 'Ordine n. {reference}',
    loadFailed: 'Impossibile caricare il riepilogo',
    signInStormsHeading: 'Accessi insoliti',
    signInStorm:
      '{kind, select, account {{failures, plural, one {# accesso non riuscito} other {# accessi non riusciti}} per {target}} other {{target} ha tentato di accedere a {failures, plural, one {# account diverso} other {# account diversi}}}} nelle ultime 24 ore (l’ultimo <time>{latest}</time>).',
    signInStormsNote:
      'Questi tentativi vengono rallentati. I browser che avevano già effettuato l’accesso a un account non ne risentono, quindi chi ne è titolare può ancora accedere dal solito dispositivo.',
    guestFloodsHeading: 'Ordini ospite insoliti',
    guestFlood:
      '{kind, select, address {{refused, plural, one {# ordine ospite rifiutato} other {# ordini ospite rifiutati}} da {target}} email {{refused, plural, one {# ordine ospite rifiutato} other {# ordini ospite rifiutati}} verso {target}} other {{refused, plural, one {# ordine ospite rifiutato} other {# ordini ospite rifiutati}} perché arrivavano più in fretta di quanto il negozio li accetti}} dal <time>{since}</time>.',
    guestFloodsNote:
      'Qualcuno ha fatto più ordini senza account di quanti ne farebbe una persona. Sono stati rifiutati prima di inviare email o avvisare il banco; chi accede con il proprio account ordina come sempre.',
    lowStockHeading: 'Scorte basse',
    lowStockLink: 'Rifornisci in Gestisci piatti',
    lowStockLine: '{left, plural, =0 {Nessuno rimasto} one {Ne resta #} other {Ne restano #}} (basse a partire da {lowAt})',
  },
  ar: {
    location: 'الفرع',
    allLocations: 'كل الفروع',
    ordersToday: 'طلبات اليوم',
    revenueToday: 'إيرادات اليوم',
    revenueNote:
      '{refunded, select, yes {بعد خصم المبالغ المستردة ({refunds} أُعيدت اليوم)؛ دون احتساب الطلبات الملغاة} other {بعد خصم المبالغ المستردة؛ دون احتساب الطلبات الملغاة}}',
    pendingOrders: 'الطلبات المعلّقة',
    viewPending: 'عرض الطلبات المعلّقة',
    recentOrders: 'أحدث الطلبات',
    viewAll: 'عرض كل الطلبات',
    noOrders: 'لا توجد طلبات بعد.',
    orderLink: 'الطلب رقم {reference}',
    loadFailed: 'تعذّر تحميل لوحة المعلومات',
    signInStormsHeading: 'نشاط غير معتاد في تسجيل الدخول',
    signInStorm:
      '{kind, select, account {{failures, plural, zero {لا محاولات فاشلة} one {محاولة دخول فاشلة واحدة} two {محاولتا دخول فاشلتان} few {# محاولات دخول فاشلة} many {# محاولة دخول فاشلة} other {# محاولة دخول فاشلة}} إلى {target}} other {حاول {target} تسجيل الدخول إلى {failures, plural, zero {لا حسابات} one {حساب واحد} two {حسابين مختلفين} few {# حسابات مختلفة} many {# حسابًا مختلفًا} other {# حساب مختلف}}}} خلال اليوم الأخير (آخرها <time>{latest}</time>).',
    signInStormsNote:
      'تُبطَّأ هذه المحاولات. ولا تتأثر بها المتصفحات التي سبق أن سجّلت الدخول إلى حساب، فيستطيع صاحب الحساب الدخول من جهازه المعتاد.',
    guestFloodsHeading: 'طلبات ضيوف غير معتادة',
    guestFlood:
      '{kind, select, address {رُفض {refused, plural, zero {لا طلبات ضيوف} one {طلب ضيف واحد} two {طلبا ضيوف} few {# طلبات ضيوف} many {# طلب ضيف} other {# طلب ضيف}} من {target}} email {رُفض {refused, plural, zero {لا طلبات ضيوف} one {طلب ضيف واحد} two {طلبا ضيوف} few {# طلبات ضيوف} many {# طلب ضيف} other {# طلب ضيف}} موجّهة إلى {target}} other {رُفض {refused, plural, zero {لا طلبات ضيوف} one {طلب ضيف واحد} two {طلبا ضيوف} few {# طلبات ضيوف} many {# طلب ضيف} other {# طلب ضيف}} لأنها كانت تصل أسرع مما يقبله المتجر}} منذ <time>{since}</time>.',
    guestFloodsNote:
      'قدّم أحدهم طلبات دون حساب أكثر مما يفعله شخص عادي. رُفضت هذه الطلبات قبل إرسال أي بريد أو تنبيه المكتب؛ ومن يسجّل الدخول يطلب كالمعتاد.',
    lowStockHeading: 'مخزون منخفض',
    lowStockLink: 'أعد التخزين في إدارة الأطباق',
    lowStockLine: '{left, plural, =0 {لم يبقَ شيء} other {بقي #}} (منخفض عند {lowAt})',
  },
});
