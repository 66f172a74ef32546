import type { OrganizationType } from '../../../src/domain';
import type { Prng } from './prng';

const stems = [
  'Adatum', 'Alpine', 'Ardent', 'Aspen', 'Bellows', 'Birch', 'Blue Yonder', 'Brightwater', 'Cedar',
  'Coho', 'Contoso', 'Copperline', 'Cronus', 'Datum', 'Delta Ridge', 'Eastgate', 'Emerald', 'Fabrikam',
  'Fairview', 'Falcon', 'Fourth', 'Granite', 'Greenfield', 'Harbor', 'Highland', 'Humongous', 'Ironwood',
  'Juniper', 'Keystone', 'Lakeside', 'Lamna', 'Litware', 'Lucerne', 'Maple', 'Margie', 'Meridian',
  'Mountain View', 'Northwind', 'Nod', 'Oakridge', 'Olympia', 'Pinnacle', 'Proseware', 'Redwood',
  'Relecloud', 'Riverside', 'Silverline', 'Southridge', 'Summit', 'Tailspin', 'Trey', 'Union Square',
  'VanArsdel', 'Westbrook', 'Wide World', 'Wingtip', 'Woodgrove', 'Zephyr',
];
const industries = [
  'Analytics', 'Aviation', 'Bank', 'Brewing', 'Clinics', 'Construction', 'Dental', 'Energy', 'Foods',
  'Freight', 'Health', 'Hotels', 'Insurance', 'Labs', 'Law', 'Logistics', 'Manufacturing', 'Media',
  'Motors', 'Pharma', 'Publishing', 'Realty', 'Retail', 'Schools', 'Security', 'Shipping', 'Software',
  'Sports', 'Studios', 'Telecom', 'Textiles', 'Travel', 'Utilities', 'Vineyards',
];
const bySuffix: Record<OrganizationType, readonly string[]> = {
  1: ['Root'],
  2: ['Distribution', 'Supply', 'Channel Group'],
  3: ['Partners', 'IT Services', 'Consulting', 'Solutions', 'Technology'],
  4: ['Group', 'Holdings', 'Enterprises'],
  5: industries,
};

/** Readable, unique organization names for generated hierarchies. */
export class NameFactory {
  private used = new Set<string>();

  constructor(private rng: Prng) {}

  next(type: OrganizationType): string {
    const base = `${this.rng.pick(stems)} ${this.rng.pick(bySuffix[type])}`;
    let name = base;
    for (let i = 2; this.used.has(name); i++) name = `${base} ${i}`;
    this.used.add(name);
    return name;
  }
}

export const firstNames = [
  'Aaliyah', 'Adam', 'Aisha', 'Alex', 'Amelia', 'Andre', 'Anna', 'Ben', 'Bianca', 'Carla', 'Chen',
  'Chloe', 'Daniel', 'Diego', 'Elena', 'Emma', 'Fatima', 'Felix', 'Grace', 'Hannah', 'Hiro', 'Ines',
  'Isaac', 'Jamal', 'Jana', 'Jonas', 'Julia', 'Kai', 'Karin', 'Leo', 'Lina', 'Lucas', 'Maya', 'Mei',
  'Mohammed', 'Nadia', 'Noah', 'Olivia', 'Omar', 'Pablo', 'Rosa', 'Ruben', 'Sara', 'Sofia', 'Tariq',
  'Theo', 'Valentina', 'Wei', 'Yara', 'Zoe',
];
export const lastNames = [
  'Abbott', 'Andersen', 'Baker', 'Bauer', 'Costa', 'Dubois', 'Evans', 'Fernandez', 'Fischer', 'Garcia',
  'Hansen', 'Hughes', 'Ivanova', 'Jensen', 'Khan', 'Kowalski', 'Larsen', 'Lopez', 'Meyer', 'Moreau',
  'Nakamura', 'Novak', 'Okafor', 'Olsen', 'Park', 'Patel', 'Rossi', 'Santos', 'Schmidt', 'Silva',
  'Singh', 'Suzuki', 'Tanaka', 'Torres', 'Varga', 'Wagner', 'Walsh', 'Weber', 'Wong', 'Young',
];

/** A domain-like slug of an organization name: "Margie's Travel" → "margiestravel". */
export function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 40) || 'org';
}
