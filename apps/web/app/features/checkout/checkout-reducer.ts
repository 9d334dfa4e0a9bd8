import type {
  AddressField,
  FieldErrors,
  MobileMoneyProvider,
  PaymentMethod,
  UpdateChannel,
  User,
} from '@shop/contracts/client';
import {
  checkoutFieldErrors,
  emptyAddress,
  prefillAddress,
  type AddressValues,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutFieldErrors,
  type CheckoutValues,
} from './checkout-validation';
import { lineProblems, type LineProblem, type SentLine } from './line-problems';

/** The checkout's one state: the views render it, `useCheckout` changes it by actions only. */
export interface CheckoutState {
  values: CheckoutValues;
  /** Messages by field: the browser's checks, then the server's refusal on top. */
  errors: CheckoutErrors;
  /** The server's messages for lines of the last order sent, by line key. */
  lineProblems: Record<string, LineProblem>;
  /** The lines of the last order sent, in its order: a refusal names them by index. */
  sent: readonly SentLine[];
  /** The last refusal's words (the server's, or why nothing was sent). */
  problem: string | null;
  /** An order is on its way; it stays so once placed, while the page leaves for /orders. */
  busy: boolean;
  /** The field to fix, focused as soon as the form is enabled again. */
  focus: CheckoutField | null;
  /** The last refusal said a price or the delivery fee changed: the page reads them again. */
  conflict: boolean;
  /** The order went through. */
  placed: boolean;
  /**
   * The customer typed or chose the address (or it came back from this session's draft): a saved
   * address arriving later no longer replaces it, and the draft is kept from then on.
   */
  edited: boolean;
}

export type CheckoutAction =
  | { type: 'field'; field: AddressField; value: string }
  | { type: 'method'; method: PaymentMethod }
  | { type: 'provider'; provider: MobileMoneyProvider }
  | { type: 'mobileNumber'; value: string }
  | { type: 'updatesBy'; value: UpdateChannel }
  /** The profile arrived: it fills the fields not typed in yet. */
  | { type: 'prefill'; user: User }
  /** What this session typed before a reload (checkout-draft.ts). */
  | { type: 'restore'; values: CheckoutValues }
  /**
   * A saved address: chosen by the customer (it replaces the fields), or the last used one offered
   * when the page opens (it replaces them only while nothing was typed or chosen).
   */
  | { type: 'savedAddress'; address: AddressValues; chosen: boolean }
  /** "A new address": the place goes (street to zip code), the person and the phone stay. */
  | { type: 'newAddress' }
  /** Place Order was pressed: the last refusal's words go. */
  | { type: 'submit' }
  /** The browser's checks of every field (an empty `errors` clears the messages). */
  | { type: 'checked'; errors: CheckoutFieldErrors }
  | { type: 'send'; lines: readonly SentLine[] }
  /** Refused offline, by the server, or by a failed call; `errors` by the request's names. */
  | { type: 'refused'; message: string; errors?: FieldErrors; conflict?: boolean }
  | { type: 'placed' }
  | { type: 'focused' };

export function initialCheckout(): CheckoutState {
  return {
    values: {
      address: emptyAddress(),
      method: 'cod',
      provider: 'MTN',
      mobileNumber: '',
      updatesBy: 'email',
    },
    errors: { address: {} },
    lineProblems: {},
    sent: [],
    problem: null,
    busy: false,
    focus: null,
    conflict: false,
    placed: false,
    edited: false,
  };
}

/** The fields of a new delivery place: what "A new address" empties. */
const PLACE_FIELDS = ['street', 'city', 'state', 'zipcode'] as const;

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  const { values, errors } = state;
  switch (action.type) {
    case 'field': {
      const address = { ...values.address, [action.field]: action.value };
      // Typing in a field takes its message away.
      const fixed = errors.address[action.field]
        ? { ...errors, address: { ...errors.address, [action.field]: undefined } }
        : errors;
      return { ...state, values: { ...values, address }, errors: fixed, edited: true };
    }
    case 'method':
      return {
        ...state,
        values: { ...values, method: action.method },
        errors: { ...errors, mobileNumber: undefined },
      };
    case 'provider':
      return { ...state, values: { ...values, provider: action.provider } };
    case 'mobileNumber':
      return {
        ...state,
        values: { ...values, mobileNumber: action.value },
        errors: { ...errors, mobileNumber: undefined },
      };
    case 'updatesBy':
      return {
        ...state,
        values: { ...values, updatesBy: action.value },
        // The phone's message may have been about the choice.
        errors: { ...errors, address: { ...errors.address, phone: undefined } },
        edited: true,
      };
    case 'prefill':
      return {
        ...state,
        values: {
          ...values,
          address: prefillAddress(values.address, action.user),
          // The choice of the last order, unless this one's was made already.
          updatesBy: state.edited ? values.updatesBy : (action.user.updatesBy ?? values.updatesBy),
        },
      };
    case 'restore':
      return { ...state, values: action.values, edited: true };
    case 'savedAddress':
      if (!action.chosen && state.edited) return state;
      return {
        ...state,
        values: { ...values, address: { ...action.address } },
        errors: { ...errors, address: {} },
        edited: state.edited || action.chosen,
      };
    case 'newAddress': {
      const address = { ...values.address };
      for (const field of PLACE_FIELDS) address[field] = '';
      return { ...state, values: { ...values, address }, edited: true };
    }
    case 'submit':
      return { ...state, problem: null };
    case 'checked': {
      const { first, ...found } = action.errors;
      return { ...state, errors: found, focus: first ?? state.focus };
    }
    case 'send':
      return { ...state, busy: true, sent: action.lines, lineProblems: {}, conflict: false };
    case 'refused': {
      const refused = action.errors ?? {};
      const mapped = checkoutFieldErrors(refused);
      return {
        ...state,
        errors: {
          address: { ...errors.address, ...mapped.address },
          mobileNumber: mapped.mobileNumber ?? errors.mobileNumber,
        },
        focus: mapped.first ?? state.focus,
        lineProblems: lineProblems(refused, state.sent),
        problem: action.message,
        busy: false,
        conflict: action.conflict ?? false,
      };
    }
    case 'placed':
      return { ...state, placed: true };
    case 'focused':
      return { ...state, focus: null };
  }
}
