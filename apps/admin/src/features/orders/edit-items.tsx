import {
  ApiError,
  EDITABLE_ORDER_STATUSES,
  type AdminOrder,
  type FieldErrors,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { toast } from '../../components/toaster';
import { errorMessage } from '../../lib/api-client';
import { useMayUse } from '../../lib/staff-role';
import { useEditOrderLines } from './api/edit-order-lines';
import { OrderItems } from './order-items';
import { linesRequest, OrderLinesEditor, type LinesValues } from './order-lines-editor';

const valuesOf = (order: AdminOrder): LinesValues => ({
  lines: order.items.map((item) => ({
    productId: item._id,
    name: item.name,
    sizes: [item.size],
    size: item.size,
    quantity: String(item.quantity),
    price: item.price,
  })),
  discount: order.discount ? String(order.discount) : '',
  discountReason: order.discountReason ?? '',
});

/**
 * The order's items, with "Edit items" while nothing has left the depot (Order Placed or
 * Processing) for those who enter orders (docs/decisions/0070-staff-orders.md): quantities, lines
 * and the discount change together; stock follows on the server.
 */
export function EditableItems({ order }: { order: AdminOrder }) {
  const mayEdit =
    useMayUse('orderEntry') &&
    (EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.status);
  const [editing, setEditing] = useState<LinesValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState('');
  const save = useEditOrderLines(order._id);

  if (!editing)
    return (
      <>
        <OrderItems order={order} />
        {mayEdit ? (
          <div className="mt-3 flex justify-end">
            <Button
              variant="secondary"
              onClick={() => {
                setErrors({});
                setRefusal('');
                setEditing(valuesOf(order));
              }}
            >
              Edit items
            </Button>
          </div>
        ) : null}
      </>
    );

  const submit = () =>
    save.mutate(linesRequest(editing), {
      onSuccess: (answer) => {
        toast('success', answer.message);
        setEditing(null);
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.errors : {});
        setRefusal(errorMessage(error));
      },
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Lines already on the order keep the price they were sold at; added lines are at today’s
        catalogue price. Units are given back or taken as you save.
      </p>
      <OrderLinesEditor
        values={editing}
        onChange={setEditing}
        errors={errors}
        deliveryFee={order.deliveryFee}
      />
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => setEditing(null)}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save items'}
        </Button>
      </div>
    </div>
  );
}
