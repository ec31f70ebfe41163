import { describe, expect, it } from 'vitest';
import { infinitivesOf } from './verb-forms.ts';

describe('infinitivesOf', () => {
  it("finds a Spanish first person's infinitive, irregular or with its stem changed", () => {
    expect(infinitivesOf('abro', 'es')).toContain('abrir');
    expect(infinitivesOf('deshago', 'es')).toContain('deshacer');
    expect(infinitivesOf('vuelvo', 'es')).toContain('volver');
    expect(infinitivesOf('veo', 'es')).toContain('ver');
    expect(infinitivesOf('conozco', 'es')).toContain('conocer');
    expect(infinitivesOf('diferencian', 'es')).toContain('diferenciar');
    expect(infinitivesOf('explique', 'es')).toContain('explicar');
  });

  it('reads a plural noun as no second person of an -ar verb', () => {
    expect(infinitivesOf('funciones', 'es')).not.toContain('funcionar');
  });

  it('finds a French present tense’s infinitive', () => {
    expect(infinitivesOf('supprime', 'fr')).toContain('supprimer');
    expect(infinitivesOf('viens', 'fr')).toContain('venir');
    expect(infinitivesOf('mets', 'fr')).toContain('mettre');
    expect(infinitivesOf('écris', 'fr')).toContain('écrire');
  });

  it("finds an English irregular verb's other forms, and nothing for a regular one", () => {
    expect(infinitivesOf('wrote', 'en')).toEqual(['write', 'written']);
    expect(infinitivesOf('undid', 'en')).toContain('undo');
    expect(infinitivesOf('deleted', 'en')).toEqual([]);
    expect(infinitivesOf('installed', 'en')).toEqual([]);
  });

  it('has no rule for other languages', () => {
    expect(infinitivesOf('deleted', 'de')).toEqual([]);
  });
});
