/** A field's message goes away as soon as the field is edited (issue 13), and only that field's. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DecimalField } from './DecimalField';
import { Field } from './Field';
import { useFormErrors } from './useFormErrors';

function Form() {
  const errors = useFormErrors();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('');
  return (
    <form>
      {/* The error names the form key; the input's id differs, and the row showing it is found. */}
      <Field id="account" label="Email" value={email} onChange={setEmail} error={errors.errorFor('user_string')} />
      <DecimalField id="amount" label="Amount" value={amount} onChange={setAmount} decimals={2} error={errors.errorFor('amount')} />
      <button type="button" onClick={() => errors.fail('EMAIL_INVALID', 'user_string')}>
        Check email
      </button>
      <button type="button" onClick={() => errors.fail('AMOUNT_REQUIRED', 'amount')}>
        Check amount
      </button>
    </form>
  );
}

const alerts = () => screen.queryAllByRole('alert').map((n) => n.textContent);

describe('form errors clear when the field is edited', () => {
  it('clears the message of the field typed in', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check amount' }));
    expect(alerts()).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    expect(alerts()).toEqual([]);
  });

  it('finds the field by the row that shows the message when its id is not the form key', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check email' }));
    expect(alerts()).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    expect(alerts()).toEqual([]);
  });

  it('keeps the message while another field is edited', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Check email' }));
    const [message] = alerts();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '5' } });
    expect(alerts()).toEqual([message]);
  });
});
