import type {
  AddressField,
  FieldErrors,
  MobileMoneyProvider,
  PaymentMethod,
  User,
} from '@shop/contracts/client';
import { useCallback, useEffect, useState } from 'react';
import { fieldId } from './address-fieldset';
import {
  checkoutFieldErrors,
  emptyAddress,
  mobileNumberError,
  prefillAddress,
  validateAddress,
  type AddressErrors,
  type AddressValues,
  type CheckoutField,
} from './checkout-validation';

/**
 * The checkout form's values and messages: the delivery address, the payment choice and the
 * mobile money number. The field to fix takes the focus once the form is enabled again (`busy`).
 */
export function useCheckoutForm(busy: boolean) {
  const [address, setAddress] = useState<AddressValues>(emptyAddress);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [provider, setProvider] = useState<MobileMoneyProvider>('MTN');
  const [mobileNumber, setMobileNumber] = useState('');
  const [mobileError, setMobileError] = useState<string>();
  const [focusTarget, setFocusTarget] = useState<CheckoutField | null>(null);

  useEffect(() => {
    if (!focusTarget || busy) return;
    document.getElementById(fieldId(focusTarget))?.focus();
    setFocusTarget(null);
  }, [focusTarget, busy]);

  const setField = (field: AddressField, value: string) => {
    setAddress((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const chooseMethod = (next: PaymentMethod) => {
    setMethod(next);
    setMobileError(undefined);
  };

  const changeMobileNumber = (value: string) => {
    setMobileNumber(value);
    setMobileError(undefined);
  };

  const prefill = useCallback((user: User) => setAddress((v) => prefillAddress(v, user)), []);

  /** Checks every field; the first message to show, or undefined when the form may be sent. */
  const validate = (): string | undefined => {
    const addressErrors = validateAddress(address);
    const numberError = method === 'mobile_money' ? mobileNumberError(mobileNumber) : undefined;
    setErrors(addressErrors);
    setMobileError(numberError);
    const first =
      (Object.keys(addressErrors)[0] as AddressField | undefined) ??
      (numberError ? 'mobileNumber' : undefined);
    if (!first) return undefined;
    setFocusTarget(first);
    return addressErrors[first as AddressField] ?? numberError;
  };

  /** The server's per-field answer, on the fields it names. */
  const showServerErrors = (fieldErrors: FieldErrors) => {
    const mapped = checkoutFieldErrors(fieldErrors);
    setErrors((e) => ({ ...e, ...mapped.address }));
    if (mapped.mobileNumber !== undefined) setMobileError(mapped.mobileNumber);
    if (mapped.first) setFocusTarget(mapped.first);
  };

  return {
    address,
    errors,
    method,
    provider,
    mobileNumber,
    mobileError,
    setField,
    chooseMethod,
    setProvider,
    changeMobileNumber,
    prefill,
    validate,
    showServerErrors,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
