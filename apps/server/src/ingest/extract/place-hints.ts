// The areas a post names, found offline by the gazetteer ('Pilsen, Chicago'), for the language
// model's prompt: they anchor the places it names and the time zone of the dates it reads.
import type { Gazetteer } from '../../providers/geocoder/geocoder';
import { findAreas, withParent } from './rules/areas';

export function placeHintsFrom(gazetteer: Gazetteer): (text: string) => string[] {
  return (text) => findAreas(text, gazetteer).filter((area) => !area.inName).map((area) => withParent(area.text, area));
}
