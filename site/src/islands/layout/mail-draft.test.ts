import { describe, expect, it } from 'vitest';
import { translator } from '../../../../domain/i18n/tables.ts';
import {
  checkContactFields,
  checkEmail,
  contactDraft,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  mailtoUrl,
  MESSAGE_TOO_SHORT_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  newsletterDraft,
} from './mail-draft.ts';

describe('checkEmail', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(checkEmail('amira@example.com')).toBeUndefined();
    expect(checkEmail('  first.last+food@mail.example.co.uk ')).toBeUndefined();
  });

  it('asks for an address when the field is blank', () => {
    expect(checkEmail('   ')).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it.each(['amira', 'amira@', '@example.com', 'amira@example', 'am ira@example.com', 'a@b@c.com', 'a@example..com'])(
    'refuses %s',
    (value) => expect(checkEmail(value)).toBe(EMAIL_INVALID_MESSAGE),
  );
});

describe('checkContactFields', () => {
  it('reports every missing field at once', () => {
    expect(checkContactFields({ name: ' ', email: '', message: 'hi' })).toEqual({
      name: NAME_REQUIRED_MESSAGE,
      email: EMAIL_REQUIRED_MESSAGE,
      message: MESSAGE_TOO_SHORT_MESSAGE,
    });
  });

  it('passes a complete message', () => {
    expect(checkContactFields({ name: 'Amira', email: 'amira@example.com', message: 'Do you deliver on Sundays?' })).toEqual({});
  });
});

describe('mailtoUrl', () => {
  it('encodes spaces as %20 and line breaks as CRLF', () => {
    const url = mailtoUrl(
      'support@doorstep.example',
      contactDraft({ name: 'Amira K', email: 'a@example.com', message: 'Hello there\nBye & thanks' }, 'Doorstep', translator('en')),
    );
    expect(url).toBe(
      'mailto:support@doorstep.example?subject=Message%20from%20Amira%20K%20via%20the%20Doorstep%20website' +
        '&body=Hello%20there%0D%0ABye%20%26%20thanks%0D%0A%0D%0AAmira%20K%0D%0Aa%40example.com',
    );
  });

  it('leaves the body out when there is none', () => {
    expect(mailtoUrl('support@doorstep.example', { subject: 'Hi' })).toBe('mailto:support@doorstep.example?subject=Hi');
  });

  it('puts the subscriber address in the newsletter draft', () => {
    expect(newsletterDraft(' amira@example.com ', 'Luigi’s', translator('en')).body).toContain(
      'amira@example.com to the Luigi’s newsletter',
    );
    // In the page's language, so the shop reads the request in the language the visitor chose.
    expect(newsletterDraft('amira@example.com', 'Luigi’s', translator('it')).subject).toBe('Iscrizione alla newsletter di Luigi’s');
  });
});
