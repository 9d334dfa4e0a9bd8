import { describe, expect, it } from 'vitest';
import { actionLabel, entityTarget } from './audit-labels';

describe('audit labels', () => {
  it('names the company site changes and links to what still exists', () => {
    expect(actionLabel('message.unarchive')).toBe('Moved a message back to the inbox');
    expect(entityTarget({ action: 'message.read', entity: 'message', entityId: 'abc' })).toEqual({
      label: 'Message',
      id: 'abc',
      to: '/messages/abc',
    });
    expect(entityTarget({ action: 'message.delete', entity: 'message', entityId: 'abc' })).toEqual({
      label: 'Message',
      id: 'abc',
    });
    expect(entityTarget({ action: 'page.update', entity: 'page', entityId: 'terms' })).toEqual({
      label: 'Terms of Service',
      to: '/settings/pages/terms',
    });
  });

  it('names a cleared unanswered question by its words', () => {
    expect(actionLabel('unanswered.clear')).toBe('Cleared an unanswered question');
    expect(
      entityTarget({
        action: 'unanswered.clear',
        entity: 'unanswered_question',
        entityId: 'show me unicorn saddles',
      }),
    ).toEqual({ label: 'Unanswered question', id: 'show me unicorn saddles' });
  });

  it('titles every action the API writes, and names a product rather than its id', () => {
    for (const action of [
      'campaign.create',
      'campaign.update',
      'campaign.schedule',
      'campaign.send',
      'campaign.cancel',
      'product.stock',
      'message.reply',
      'product.import.create',
      'product.import.update',
      'order.status.undo',
      'order.payment.short',
      'order.invoice',
      'order.create',
      'order.items',
    ]) {
      expect(actionLabel(action)).not.toBe(action);
    }
    expect(
      entityTarget({
        action: 'product.update',
        entity: 'product',
        entityId: 'p1',
        entityName: 'Engine Oil 15W-40',
      }),
    ).toEqual({ label: 'Engine Oil 15W-40', to: '/products/p1' });
    expect(entityTarget({ action: 'campaign.send', entity: 'campaign', entityId: 'c1' })).toEqual({
      label: 'Newsletter campaign',
      id: 'c1',
      to: '/campaigns/c1',
    });
  });

  it('shows an action it does not know by its code', () => {
    expect(actionLabel('stock.adjust')).toBe('stock.adjust');
  });
});
