import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { CloseIcon, Svg } from '~/components/icons';
import { useClearOfControls } from './clear-of-controls';
import { TOGGLE_LABEL } from './toggle-label';

// The round button at the bottom right of every storefront page (docs/spec/account-and-company-
// site.md section 2). Root loads it once the page has hydrated (nothing of the assistant is on
// the first load, decision 0005); the panel, and with it the rules engine, load on the first
// open. The panel imports nothing from here but types (what it needs comes as props).

const PANEL_ID = 'shop-assistant';

export interface AssistantPanelProps {
  /** The dialog's id, which the toggle's aria-controls names. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** The assistant's speech-bubble icon, for the panel's header. */
  icon: ReactNode;
}

/** A speech bubble: the toggle's icon and the panel's mark. */
const ChatIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeWidth={2.6} />
  </Svg>
);

export function AssistantToggle() {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<AssistantPanelProps>>();
  const button = useRef<HTMLButtonElement>(null);
  const { aside, checks } = useClearOfControls(button, open);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      {Panel && <Panel id={PANEL_ID} open={open} onClose={close} icon={<ChatIcon size={20} />} />}
      <button
        ref={button}
        type="button"
        onClick={() => {
          if (open) return close();
          setOpen(true);
          // Offline before the panel ever came: it stays closed, and the next tap tries again.
          if (!Panel)
            import('./chat-panel').then(
              (m) => setPanel(() => m.ChatPanel),
              () => setOpen(false),
            );
        }}
        aria-label={TOGGLE_LABEL}
        aria-expanded={open}
        aria-controls={Panel && PANEL_ID}
        data-rest-checks={checks}
        // Aside: all but a sliver in the page's side margin, where no control is; it comes out
        // again for the keyboard.
        className={`fixed right-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white transition-transform duration-200 hover:bg-brand-800 focus-visible:translate-x-0 motion-reduce:transition-none ${aside ? 'translate-x-14' : ''}`}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={28} />}
      </button>
    </>
  );
}
