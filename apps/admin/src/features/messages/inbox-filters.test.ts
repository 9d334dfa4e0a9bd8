import { describe, expect, it } from 'vitest';
import { folderCount, folderParams, inboxQuery } from './inbox-filters';

describe('inboxQuery', () => {
  it('asks for the inbox (no status) by default', () => {
    expect(inboxQuery(new URLSearchParams(''), 20)).toEqual({ page: 1, pageSize: 20 });
  });

  it('passes a known folder, the trimmed search and the page', () => {
    expect(inboxQuery(new URLSearchParams('status=archived&q=%20cement%20&page=3'), 20)).toEqual({
      status: 'archived',
      q: 'cement',
      page: 3,
      pageSize: 20,
    });
  });

  it('ignores an unknown folder and a page that is not a number', () => {
    expect(inboxQuery(new URLSearchParams('status=spam&page=abc'), 20)).toEqual({
      page: 1,
      pageSize: 20,
    });
    expect(inboxQuery(new URLSearchParams('page=-4'), 20).page).toBe(1);
  });
});

describe('folderCount', () => {
  it('counts the inbox as unread and read, archived ones apart', () => {
    const counts = { unread: 3, read: 5, archived: 7 };
    expect(folderCount('', counts)).toBe(8);
    expect(folderCount('unread', counts)).toBe(3);
    expect(folderCount('archived', counts)).toBe(7);
  });
});

describe('folderParams', () => {
  it('keeps the search and leaves the inbox out of the address', () => {
    expect(folderParams('', '')).toEqual({});
    expect(folderParams('read', 'fuel')).toEqual({ status: 'read', q: 'fuel' });
  });
});
