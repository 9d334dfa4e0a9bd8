import { formatPrice } from '@shop/contracts/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSettings } from '~/lib/use-settings';

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

interface Question {
  question: string;
  answer: ReactNode;
}

/** The fees come from the settings, so the answer says what the checkout will charge. */
function useQuestions(): Question[] {
  const { freeDeliveryThreshold, deliveryFee } = useSettings();
  return [
    {
      question: 'Where do you deliver?',
      answer:
        'We deliver across Juba and surrounding areas. Standard delivery takes 3 to 5 business ' +
        'days, and express delivery is available in the Juba area.',
    },
    {
      question: 'Can you deliver to other states?',
      answer:
        'Yes. We supply projects, offices and families in towns across South Sudan. The cost and ' +
        'time of a delivery outside Juba depend on the destination, the roads and the season, ' +
        'so we quote it for each order: send us a message with the destination and the items.',
    },
    {
      question: 'Is delivery free?',
      answer:
        freeDeliveryThreshold > 0
          ? `Delivery is free on orders of ${formatPrice(freeDeliveryThreshold)} or more. ` +
            `Below that, a delivery fee of ${formatPrice(deliveryFee)} is added, and you see it ` +
            'in your order summary before you place the order.'
          : 'Yes, delivery is free on every order.',
    },
    {
      question: 'Do you make custom furniture?',
      answer:
        'Yes, we offer custom furniture. Tell us the size, material and finish you want, or send ' +
        'a photo or a drawing, and we will reply with a written quotation.',
    },
    {
      question: 'How can I pay?',
      answer:
        'By cash on delivery, or by mobile money with MTN, Airtel or UTL. With mobile money you ' +
        'place the order with your number and add the transaction ID; our staff then confirm ' +
        'the payment.',
    },
    {
      question: 'Do you take bulk orders for organisations and NGOs?',
      answer:
        'Yes. We handle bulk and framework orders for companies, NGOs and government offices, ' +
        'with written quotations and delivery to your site. Send us the list of items and ' +
        'quantities and we will reply with a quotation.',
    },
    {
      question: 'How do I follow my order?',
      answer: (
        <>
          Sign in and open{' '}
          <Link to="/orders" className={link}>
            My Orders
          </Link>
          : each order shows its status, from Order Placed to Delivered. You can also call or
          message us with your order number.
        </>
      ),
    },
  ];
}

/**
 * The contact page's FAQ (docs/spec/account-and-company-site.md section 2), as a list of native
 * disclosures: keyboard and screen readers handle them without any script.
 */
export function ContactFaq() {
  const questions = useQuestions();
  return (
    <div className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
      {questions.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:text-brand-800 sm:px-6 [&::-webkit-details-marker]:hidden">
            {question}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-muted sm:px-6">{answer}</p>
        </details>
      ))}
    </div>
  );
}
