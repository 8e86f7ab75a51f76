import { defineMessages } from '../define-messages.ts';

/**
 * The shop's own pages (About, Contact, Privacy, Terms): their titles and descriptions, and the
 * words around the owner's text. The texts themselves are in domain/owner-page-defaults/.
 */
export const pages = defineMessages({
  en: {
    aboutTitle: 'About Doorstep — Fresh & Halal Delivered Fast',
    aboutDescription:
      'Doorstep is a neighbourhood kitchen and grocer delivering fresh, halal meals and groceries fast. Our story, what we stand for and how ordering works.',
    aboutEyebrow: 'About us',
    contactTitle: 'Contact Doorstep',
    contactDescription: 'Questions about an order, catering or feedback? Write to Doorstep, call us, or visit our kitchen in Springfield.',
    privacyTitle: 'Privacy Policy — Doorstep',
    privacyDescription: 'What Doorstep collects when you order, why, how it is kept safe, the one cookie we use, and your rights.',
    termsTitle: 'Terms of Service — Doorstep',
    termsDescription: 'The terms for using Doorstep: accounts, orders and payments, your responsibilities, refunds and cancellations.',
    lastUpdated: 'Last updated <time>{date}</time>',
    messageHeading: 'Send us a message',
    messageHelp:
      'Sending opens your own mail app with the message ready and addressed to us. Nothing is sent from this page until you press send there.',
    visitHeading: 'Visit or call',
    kitchen: 'Our kitchen',
    phone: 'Phone',
    email: 'E-mail',
    openingHours: 'Opening hours',
  },
  es: {
    aboutTitle: 'Sobre Doorstep — comida fresca y halal a domicilio, en poco tiempo',
    aboutDescription:
      'Doorstep es una cocina y tienda de barrio que reparte comida y compra frescas y halal en poco tiempo. Nuestra historia, lo que defendemos y cómo funciona un pedido.',
    aboutEyebrow: 'Quiénes somos',
    contactTitle: 'Contacta con Doorstep',
    contactDescription:
      '¿Dudas sobre un pedido, un encargo de catering o comentarios? Escribe a Doorstep, llámanos o visita nuestra cocina en Springfield.',
    privacyTitle: 'Política de privacidad — Doorstep',
    privacyDescription:
      'Qué datos recoge Doorstep cuando haces un pedido, para qué, cómo se protegen, la única cookie que usamos y tus derechos.',
    termsTitle: 'Condiciones del servicio — Doorstep',
    termsDescription: 'Las condiciones de uso de Doorstep: cuentas, pedidos y pagos, tus obligaciones, reembolsos y cancelaciones.',
    lastUpdated: 'Última actualización: <time>{date}</time>',
    messageHeading: 'Escríbenos',
    messageHelp:
      'Al enviar se abre tu propia aplicación de correo con el mensaje listo y dirigido a nosotros. No se envía nada desde esta página hasta que pulses «Enviar» allí.',
    visitHeading: 'Visítanos o llámanos',
    kitchen: 'Nuestra cocina',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    openingHours: 'Horario',
  },
  fr: {
    aboutTitle: 'À propos de Doorstep — du frais et du halal livrés vite',
    aboutDescription:
      'Doorstep est une cuisine et une épicerie de quartier qui livre vite des plats et des courses frais et halal. Notre histoire, nos valeurs et le déroulement d’une commande.',
    aboutEyebrow: 'À propos',
    contactTitle: 'Contacter Doorstep',
    contactDescription:
      'Une question sur une commande, une demande de traiteur ou un avis ? Écrivez à Doorstep, appelez-nous ou passez à notre cuisine à Springfield.',
    privacyTitle: 'Politique de confidentialité — Doorstep',
    privacyDescription:
      'Ce que Doorstep collecte lors d’une commande, pourquoi, comment ces données sont protégées, notre unique cookie et vos droits.',
    termsTitle: 'Conditions d’utilisation — Doorstep',
    termsDescription:
      'Les conditions d’utilisation de Doorstep : comptes, commandes et paiements, vos obligations, remboursements et annulations.',
    lastUpdated: 'Dernière mise à jour : <time>{date}</time>',
    messageHeading: 'Envoyez-nous un message',
    messageHelp:
      'L’envoi ouvre votre propre messagerie avec le message prêt et déjà adressé. Rien ne part de cette page tant que vous n’avez pas appuyé sur « Envoyer » dans votre messagerie.',
    visitHeading: 'Venir ou appeler',
    kitchen: 'Notre cuisine',
    phone: 'Téléphone',
    email: 'Adresse e-mail',
    openingHours: 'Horaires d’ouverture',
  },
  de: {
    aboutTitle: 'Über Doorstep — frisch und halal, schnell geliefert',
    aboutDescription:
      'Doorstep ist eine Küche mit Lebensmittelladen aus der Nachbarschaft und liefert frische Halal-Gerichte und Einkäufe schnell. Unsere Geschichte, unsere Werte und wie eine Bestellung abläuft.',
    aboutEyebrow: 'Über uns',
    contactTitle: 'Doorstep kontaktieren',
    contactDescription:
      'Fragen zu einer Bestellung, zum Catering oder Feedback? Schreiben Sie Doorstep, rufen Sie uns an oder besuchen Sie unsere Küche in Springfield.',
    privacyTitle: 'Datenschutzerklärung — Doorstep',
    privacyDescription:
      'Welche Daten Doorstep bei einer Bestellung erhebt, wozu, wie sie geschützt werden, unser einziges Cookie und Ihre Rechte.',
    termsTitle: 'Nutzungsbedingungen — Doorstep',
    termsDescription:
      'Die Bedingungen für die Nutzung von Doorstep: Konto, Bestellungen und Zahlungen, Ihre Pflichten, Erstattungen und Stornierungen.',
    lastUpdated: 'Zuletzt aktualisiert am <time>{date}</time>',
    messageHeading: 'Schreiben Sie uns',
    messageHelp:
      'Beim Senden öffnet sich Ihr eigenes E-Mail-Programm mit der fertigen, an uns adressierten Nachricht. Von dieser Seite wird nichts verschickt, bevor Sie dort auf „Senden“ drücken.',
    visitHeading: 'Besuchen oder anrufen',
    kitchen: 'Unsere Küche',
    phone: 'Telefon',
    email: 'E-Mail',
    openingHours: 'Öffnungszeiten',
  },
  it: {
    aboutTitle: 'Doorstep, chi siamo — fresco e halal, consegnato in fretta',
    aboutDescription:
      'Doorstep è una cucina e bottega di quartiere che consegna in fretta pasti e spesa freschi e halal. La nostra storia, i nostri valori e come funziona un ordine.',
    aboutEyebrow: 'Chi siamo',
    contactTitle: 'Contatta Doorstep',
    contactDescription:
      'Domande su un ordine, richieste di catering o un parere? Scrivi a Doorstep, chiamaci o vieni a trovarci nella nostra cucina a Springfield.',
    privacyTitle: 'Informativa sulla privacy — Doorstep',
    privacyDescription:
      'Quali dati raccoglie Doorstep quando ordini, perché, come li protegge, l’unico cookie che usiamo e i tuoi diritti.',
    termsTitle: 'Termini di servizio — Doorstep',
    termsDescription: 'I termini per usare Doorstep: account, ordini e pagamenti, i tuoi obblighi, rimborsi e annullamenti.',
    lastUpdated: 'Ultimo aggiornamento: <time>{date}</time>',
    messageHeading: 'Scrivici',
    messageHelp:
      'L’invio apre la tua app di posta con il messaggio già pronto e indirizzato a noi. Da questa pagina non parte nulla finché non premi «Invia» nell’app.',
    visitHeading: 'Vieni a trovarci o chiamaci',
    kitchen: 'La nostra cucina',
    phone: 'Telefono',
    email: 'Email',
    openingHours: 'Orari di apertura',
  },
  ar: {
    aboutTitle: 'من نحن في Doorstep — طعام طازج وحلال يصلك بسرعة',
    aboutDescription:
      'Doorstep مطبخ وبقالة في الحي يوصلان الوجبات والمشتريات الطازجة والحلال بسرعة. تعرّف على قصتنا وما نؤمن به وكيف يتم الطلب.',
    aboutEyebrow: 'من نحن',
    contactTitle: 'تواصل مع Doorstep',
    contactDescription: 'هل لديك سؤال عن طلب أو طلب تموين أو ملاحظة؟ راسل Doorstep أو اتصل بنا أو زر مطبخنا في سبرينغفيلد.',
    privacyTitle: 'سياسة الخصوصية — Doorstep',
    privacyDescription: 'ما الذي يجمعه Doorstep عند الطلب، ولماذا، وكيف يُحفظ بأمان، وملف تعريف الارتباط الوحيد الذي نستخدمه، وحقوقك.',
    termsTitle: 'شروط الخدمة — Doorstep',
    termsDescription: 'شروط استخدام Doorstep: الحسابات، والطلبات والمدفوعات، والتزاماتك، والاسترداد والإلغاء.',
    lastUpdated: 'آخر تحديث: <time>{date}</time>',
    messageHeading: 'أرسل إلينا رسالة',
    messageHelp: 'يفتح الإرسال تطبيق البريد لديك والرسالة جاهزة وموجّهة إلينا. لا يُرسَل شيء من هذه الصفحة حتى تضغط على «إرسال» هناك.',
    visitHeading: 'زرنا أو اتصل بنا',
    kitchen: 'مطبخنا',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    openingHours: 'ساعات العمل',
  },
});
