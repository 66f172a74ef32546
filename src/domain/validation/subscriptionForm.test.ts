import { contractEndDate, featureOptionsFor, productOptionsFor } from './subscription';
import { features, products } from '../schemas/subscription';

describe('subscription form options (doc 000 §5, docs/decisions.md)', () => {
  it('removes a unique product chosen in another row from the options, never a repeatable one', () => {
    const items = [{ product: 'Reporting' }, { product: 'Radar' }, { product: null }];
    expect(productOptionsFor(products, items, 2)).toEqual(['DPC', 'Availability', 'Radar', 'Adoption', 'AdminAction', 'InvestigationCenter']);
    expect(productOptionsFor(products, items, 0)).toContain('Reporting');
  });
  it('limits the features of a unique product to Core and Root', () => {
    expect(featureOptionsFor(features, 'DPC')).toEqual(['Core', 'Root']);
    expect(featureOptionsFor(features, 'Radar')).toEqual(['Core', 'Root', 'O365', 'AUD']);
    expect(featureOptionsFor(features, null)).toEqual(['Core', 'Root', 'O365', 'AUD']);
  });
  it('sets the end date from a contract term of 12, 24 or 36 months', () => {
    expect(contractEndDate('2026-01-15T00:00:00.000Z', 12)).toBe('2027-01-15T00:00:00.000Z');
    expect(contractEndDate('2026-01-15T00:00:00.000Z', 36)).toBe('2029-01-15T00:00:00.000Z');
    expect(contractEndDate(null, 12)).toBeUndefined();
  });
});
