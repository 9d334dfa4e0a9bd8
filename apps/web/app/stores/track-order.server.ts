import type { TrackedOrder, TrackOrderRequest, TrackOrderResponse } from '@shop/contracts/client';
import { api, ApiError } from '~/lib/api';
import { forwardedClient } from '~/lib/forwarded-client.server';

export type TrackValues = Record<keyof TrackOrderRequest, string>;

/** What the tracking page's action answers: the page re-renders from it, with or without JS. */
export type TrackResult =
  | { ok: true; order: TrackedOrder; values: TrackValues }
  | {
      ok: false;
      message: string;
      errors: Partial<Record<keyof TrackOrderRequest, string>>;
      /** What was typed, so a refused lookup keeps it. */
      values: TrackValues;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The route action of /track: a real form post (it works before the page's JavaScript arrives)
 * sent on to POST /api/order/track on behalf of the visitor, whose address the API's limits
 * count (not the storefront's own).
 */
export async function trackOrder(request: Request, context: unknown): Promise<TrackResult> {
  const form = await request.formData().catch(() => new FormData());
  const values: TrackValues = {
    orderNumber: text(form, 'orderNumber'),
    phone: text(form, 'phone'),
  };
  try {
    const answer = await api<TrackOrderResponse>('/api/order/track', {
      body: values,
      context,
      headers: forwardedClient(context),
    });
    return { ok: true, order: answer.order, values };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      message: error.message,
      errors: error.errors as Partial<Record<keyof TrackOrderRequest, string>>,
      values,
    };
  }
}
