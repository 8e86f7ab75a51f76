import { defineMessages } from '../define-messages.ts';

/**
 * What the servers answer about tables ordering for themselves and their tabs
 * (docs/product/tables.md; domain/dine-in/). No page carries these.
 */
export const answersDineIn = defineMessages({
  en: {
    unknownTable: 'This table’s QR code is no longer in use: please ask our staff for the current one.',
    noOpenTab: 'This table has no open tab.',
    splitWays: 'Split a tab between 2 and 20 people.',
  },
  es: {
    unknownTable: 'El código QR de esta mesa ya no se usa: pide el actual a nuestro personal.',
    noOpenTab: 'Esta mesa no tiene ninguna cuenta abierta.',
    splitWays: 'Divide una cuenta entre 2 y 20 personas.',
  },
  fr: {
    unknownTable: 'Le code QR de cette table n’est plus utilisé : demandez le code actuel à notre équipe.',
    noOpenTab: 'Cette table n’a pas d’addition ouverte.',
    splitWays: 'Partagez une addition entre 2 et 20 personnes.',
  },
  de: {
    unknownTable: 'Der QR-Code dieses Tisches gilt nicht mehr: Bitte fragen Sie unser Team nach dem aktuellen.',
    noOpenTab: 'Dieser Tisch hat keine offene Rechnung.',
    splitWays: 'Eine Rechnung lässt sich auf 2 bis 20 Personen aufteilen.',
  },
  it: {
    unknownTable: 'Il codice QR di questo tavolo non è più in uso: chiedi quello attuale al nostro personale.',
    noOpenTab: 'Questo tavolo non ha un conto aperto.',
    splitWays: 'Dividi un conto tra 2 e 20 persone.',
  },
  ar: {
    unknownTable: 'رمز QR لهذه الطاولة لم يعد مستخدمًا: يرجى طلب الرمز الحالي من فريقنا.',
    noOpenTab: 'لا يوجد حساب مفتوح لهذه الطاولة.',
    splitWays: 'قسّم الحساب بين 2 و20 شخصًا.',
  },
});
