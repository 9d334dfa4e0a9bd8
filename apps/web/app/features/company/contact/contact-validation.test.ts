import { CONTACT_MESSAGES as M } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-validation';

const filled = {
  name: 'Achol Deng',
  email: 'achol@example.com',
  subject: 'Office chairs',
  phone: '',
  message: 'Do you have 40 office chairs in stock?',
};

describe('validateContact', () => {
  it('accepts a filled form without a phone number', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('asks for every required field, blank or only spaces, in the API words', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: M.nameRequired,
      email: M.emailInvalid,
      subject: M.subjectRequired,
      message: M.messageRequired,
    });
  });

  it('refuses an address without a domain', () => {
    expect(validateContact({ ...filled, email: 'achol@example' })).toEqual({
      email: M.emailInvalid,
    });
  });
});
