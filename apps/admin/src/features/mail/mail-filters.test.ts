import { describe, expect, it } from 'vitest';
import { mailQuery } from './mail-filters';

const of = (search: string) => mailQuery(new URLSearchParams(search), 20);

describe('the Mail page address', () => {
  it('reads the tab and the page', () => {
    expect(of('status=failed&page=3')).toEqual({ status: 'failed', page: 3, pageSize: 20 });
    expect(of('status=sent')).toEqual({ status: 'sent', page: 1, pageSize: 20 });
  });

  it('shows pending for no tab or one it does not know, and page 1 for a bad page', () => {
    expect(of('')).toEqual({ status: 'pending', page: 1, pageSize: 20 });
    expect(of('status=bounced&page=-2')).toEqual({ status: 'pending', page: 1, pageSize: 20 });
    expect(of('status=sending&page=abc')).toEqual({ status: 'pending', page: 1, pageSize: 20 });
  });
});
