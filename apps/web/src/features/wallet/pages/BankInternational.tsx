import { BankPage } from './Bank';

export default function BankInternational() {
  return <BankPage kind="bank_international" />;
}
