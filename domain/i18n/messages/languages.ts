import { defineMessages } from '../define-messages.ts';

/** The shop's languages in Settings: what the owner is told about their choice. */
export const languages = defineMessages({
  en: {
    unknown: 'Choose among English, Spanish, French, German, Italian and Arabic.',
    noneOffered: 'Offer at least one language.',
    defaultNotOffered: 'The default language must be one of the offered languages.',
  },
  es: {
    unknown: 'Elige entre inglés, español, francés, alemán, italiano y árabe.',
    noneOffered: 'Ofrece al menos un idioma.',
    defaultNotOffered: 'El idioma predeterminado debe ser uno de los idiomas ofrecidos.',
  },
  fr: {
    unknown: 'Choisissez parmi l’anglais, l’espagnol, le français, l’allemand, l’italien et l’arabe.',
    noneOffered: 'Proposez au moins une langue.',
    defaultNotOffered: 'La langue par défaut doit faire partie des langues proposées.',
  },
  de: {
    unknown: 'Wählen Sie zwischen Englisch, Spanisch, Französisch, Deutsch, Italienisch und Arabisch.',
    noneOffered: 'Bieten Sie mindestens eine Sprache an.',
    defaultNotOffered: 'Die Standardsprache muss eine der angebotenen Sprachen sein.',
  },
  it: {
    unknown: 'Scegli tra inglese, spagnolo, francese, tedesco, italiano e arabo.',
    noneOffered: 'Offri almeno una lingua.',
    defaultNotOffered: 'La lingua predefinita deve essere una delle lingue offerte.',
  },
  ar: {
    unknown: 'اختر من بين الإنجليزية والإسبانية والفرنسية والألمانية والإيطالية والعربية.',
    noneOffered: 'قدّم لغة واحدة على الأقل.',
    defaultNotOffered: 'يجب أن تكون اللغة الافتراضية إحدى اللغات المعروضة.',
  },
});
