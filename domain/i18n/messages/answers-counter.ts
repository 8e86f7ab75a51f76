import { defineMessages } from '../define-messages.ts';

/**
 * What the servers answer about orders the shop's team takes (docs/product/counter-orders.md): the
 * customer search of the New order screen. No page carries these.
 */
export const answersCounter = defineMessages({
  en: {
    customerQueryShort: 'Type at least 2 letters or digits of a name, phone or e-mail.',
  },
  es: {
    customerQueryShort: 'Escribe al menos 2 letras o cifras de un nombre, teléfono o correo electrónico.',
  },
  fr: {
    customerQueryShort: 'Tapez au moins 2 lettres ou chiffres d’un nom, d’un téléphone ou d’un e-mail.',
  },
  de: {
    customerQueryShort: 'Mindestens 2 Buchstaben oder Ziffern eines Namens, einer Telefonnummer oder E-Mail eingeben.',
  },
  it: {
    customerQueryShort: 'Digita almeno 2 lettere o cifre di un nome, telefono o e-mail.',
  },
  ar: {
    customerQueryShort: 'اكتب حرفين أو رقمين على الأقل من اسم أو هاتف أو بريد إلكتروني.',
  },
});
