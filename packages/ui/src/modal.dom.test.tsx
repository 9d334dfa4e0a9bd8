import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

/** A page with a button that opens a dialog of three controls, as the shop's dialogs are used. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <button type="button">Behind the dialog</button>
      {open ? (
        <Modal labelledBy="title" onClose={() => setOpen(false)}>
          <h2 id="title">Edit name</h2>
          <input aria-label="Name" />
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button">Cancel</button>
          <button type="button">Save</button>
        </Modal>
      ) : null}
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit name' }) };
}

describe('Modal', () => {
  it('moves the focus to its first control on open and keeps the page behind from scrolling', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const { user } = await openDialog();
    const first = screen.getByRole('textbox', { name: 'Name' });
    const last = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(first);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open dialog' }));
    expect(document.body.style.overflow).toBe('');
  });
});
