import { describe, expect, it } from 'vitest';
import { workedCalculation } from './worked-calculation';

describe('worked calculations in offline answers', () => {
  it('works out a DTI from monthly debts and income, summing several debts', () => {
    const steps = workedCalculation(
      'My gross income is $6,000 a month. I pay $1,500 for housing, $400 for a car and $200 on credit cards. What is my DTI?',
    );
    expect(steps).toContain('Monthly debts: $1,500 + $400 + $200 = $2,100');
    expect(steps).toContain('$2,100 ÷ $6,000 = **35%**');
  });

  it('turns an annual salary into monthly income first', () => {
    const steps = workedCalculation(
      'With a salary of $90,000 a year and debt payments of $2,250, what is the debt-to-income ratio?',
    );
    expect(steps).toContain('Gross monthly income: $90,000 ÷ 12 = $7,500');
    expect(steps).toContain('= **30%**');
  });

  it('works out LTV from the lower of price and appraised value, or from a down payment', () => {
    expect(
      workedCalculation(
        'The purchase price is $250,000, the home appraised at $240,000 and the loan is $216,000. What is the LTV?',
      ),
    ).toContain('$216,000 ÷ $240,000 = **90%**');
    expect(workedCalculation('What is the loan-to-value on a $300,000 home with $60,000 down?')).toContain(
      '$240,000 ÷ $300,000 = **80%**',
    );
    expect(workedCalculation('LTV for a $400,000 house with 5% down?')).toContain('$380,000 ÷ $400,000 = **95%**');
  });

  it('works out a monthly principal and interest payment', () => {
    // 200,000 at 6% for 30 years: the amortisation formula gives 1,199.10.
    expect(workedCalculation('What is the monthly payment on a loan of $200,000 at 6% for 30 years?')).toContain('**$1,199.10**');
  });

  it('gives no calculation when the numbers the formula needs are missing', () => {
    expect(workedCalculation('How do I calculate DTI?')).toBeNull();
    expect(workedCalculation('What is a good LTV for a conventional loan?')).toBeNull();
    expect(workedCalculation('When is the Closing Disclosure due?')).toBeNull();
  });
});
