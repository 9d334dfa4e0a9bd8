import { LEGAL_PAGE_TITLES, orderNumber, type LegalPageSlug } from '@shop/contracts';

/** The kinds of record the admin site changes, as the filter offers them. */
export const AUDIT_ENTITIES: { value: string; label: string }[] = [
  { value: 'order', label: 'Orders' },
  { value: 'product', label: 'Products' },
  { value: 'quotation', label: 'Quotations' },
  { value: 'campaign', label: 'Newsletter campaigns' },
  { value: 'review', label: 'Reviews' },
  { value: 'blog', label: 'Blog posts' },
  { value: 'user', label: 'Customers and staff' },
  { value: 'message', label: 'Contact messages' },
  { value: 'mail', label: 'E-mails' },
  { value: 'settings', label: 'Settings' },
  { value: 'page', label: 'Legal pages' },
  { value: 'unanswered_question', label: 'Unanswered questions' },
];

const ACTION_LABELS: Record<string, string> = {
  'order.status': 'Changed the order status',
  'order.status.undo': 'Took back a status change before its e-mail',
  'order.payment': 'Confirmed a payment',
  'order.payment.short': 'Recorded a payment short of the total',
  'order.invoice': 'Issued an invoice',
  'order.create': 'Entered an order for a customer',
  'order.items': "Edited an order's items",
  'quotation.create': 'Wrote a quotation',
  'quotation.update': 'Edited a quotation',
  'quotation.send': 'Sent a quotation',
  'quotation.cancel': 'Cancelled a quotation',
  'product.create': 'Created a product',
  'product.update': 'Edited a product',
  'product.archive': 'Archived a product',
  'product.restore': 'Restored a product',
  'product.stock': 'Recorded goods received, damage or a recount',
  'product.import.create': 'Created a product from a CSV import',
  'product.import.update': 'Updated a product from a CSV import',
  'campaign.create': 'Wrote a newsletter campaign',
  'campaign.update': 'Edited a newsletter campaign',
  'campaign.schedule': 'Scheduled a newsletter campaign',
  'campaign.send': 'Sent a newsletter campaign',
  'campaign.cancel': 'Cancelled a newsletter campaign',
  'review.approve': 'Approved a review',
  'review.reject': 'Rejected a review',
  'review.delete': 'Deleted a review',
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Edited a blog post',
  'blog.delete': 'Deleted a blog post',
  'customer.role': 'Changed a role',
  'staff.add': 'Added a staff member',
  'staff.role': "Changed a staff member's role",
  'staff.remove': 'Removed staff access',
  'settings.update': 'Changed the settings',
  'message.read': 'Marked a message as read',
  'message.unread': 'Marked a message as unread',
  'message.archive': 'Archived a message',
  'message.unarchive': 'Moved a message back to the inbox',
  'message.delete': 'Deleted a message',
  'message.reply': 'Answered a message',
  'mail.retry': 'Sent an e-mail again',
  'text.retry': 'Sent an SMS or WhatsApp message again',
  'payment.check': 'Asked the operator about a payment',
  'page.update': 'Edited a legal page',
  'unanswered.clear': 'Cleared an unanswered question',
};

/** A sentence for the action; actions added later still show, by their code. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/**
 * The record an entry is about, and the admin page that shows it when there is one. Reviews have
 * no page of their own, and a deleted post has none any more.
 */
export function entityTarget(entry: {
  action: string;
  entity: string;
  entityId: string;
  /** The record's name when the log found one (a product's). */
  entityName?: string | null;
}): {
  label: string;
  id?: string;
  to?: string;
} {
  const { entity, entityId: id } = entry;
  switch (entity) {
    case 'order':
      return { label: `Order #${orderNumber(id)}`, to: `/orders/${id}` };
    case 'product':
      return entry.entityName
        ? { label: entry.entityName, to: `/products/${id}` }
        : { label: 'Product', id, to: `/products/${id}` };
    case 'campaign':
      return { label: 'Newsletter campaign', id, to: `/campaigns/${id}` };
    case 'quotation':
      return { label: 'Quotation', id, to: `/quotations/${id}` };
    case 'user':
      return { label: 'Customer', id, to: `/customers/${id}` };
    case 'blog':
      return entry.action === 'blog.delete'
        ? { label: 'Blog post', id }
        : { label: 'Blog post', id, to: `/blog/${id}` };
    case 'settings':
      return { label: 'Shop settings', to: '/settings' };
    case 'review':
      return { label: 'Review', id };
    case 'message':
      return entry.action === 'message.delete'
        ? { label: 'Message', id }
        : { label: 'Message', id, to: `/messages/${id}` };
    case 'mail':
      return { label: 'E-mail', id, to: `/mail/${id}` };
    case 'page':
      return id in LEGAL_PAGE_TITLES
        ? { label: LEGAL_PAGE_TITLES[id as LegalPageSlug], to: `/settings/pages/${id}` }
        : { label: 'Page', id };
    case 'unanswered_question':
      // The question's words are its id; a cleared question has no page of its own.
      return { label: 'Unanswered question', id };
    default:
      return { label: entity, id };
  }
}
