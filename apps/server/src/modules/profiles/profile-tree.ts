import type { LanguageId, ProfileCategory, UpuiElement, UpuiGroup } from "@carport/protocol";
import { inLanguage } from "../../texts/server-texts.ts";
import { CATEGORY_LABELS, TREE, type ElementDefinition, type ProfileVehicle } from "./profile-tree-content.ts";

export type { ElementDefinition, ProfileVehicle };

/** Raised when the tree's shape changes, so clients can tell stale metadata. */
export const PROFILE_TREE_VERSION = "2026.1";

/** The settings a vehicle's profiles hold, by element name. */
export function profileElements(vehicle: ProfileVehicle): Map<string, ElementDefinition> {
  const elements = new Map<string, ElementDefinition>();
  for (const group of TREE) {
    for (const sub of group.subGroups) {
      for (const element of sub.elements) if (!element.appliesTo || element.appliesTo(vehicle)) elements.set(element.elementName, element);
    }
  }
  return elements;
}

/** The value as it is stored when the element allows it ("21.50" becomes "21.5"), else null. */
export function acceptedValue(element: ElementDefinition, value: string): string | null {
  if (element.range) {
    if (!/^-?\d+(\.\d+)?$/.test(value)) return null;
    const number = Number(value);
    const { min, max, step } = element.range;
    const steps = (number - min) / step;
    if (number < min || number > max || Math.abs(steps - Math.round(steps)) > 1e-9) return null;
    return String(number);
  }
  return element.options?.some((o) => o.value === value) ? value : null;
}

/** The values of the vehicle's tree that a stored set holds (others are dropped: another model's settings). */
export function applicableValues(vehicle: ProfileVehicle, values: Record<string, string>): Record<string, string> {
  const elements = profileElements(vehicle);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const element = elements.get(name);
    const accepted = element ? acceptedValue(element, value) : null;
    if (accepted !== null) kept[name] = accepted;
  }
  return kept;
}

function presentElement(element: ElementDefinition, values: Record<string, string>, language: LanguageId): UpuiElement {
  return {
    type: "Element",
    elementName: element.elementName,
    elementType: element.elementType,
    label: inLanguage(element.label, language),
    elementValue: values[element.elementName] ?? element.defaultValue,
    defaultValue: element.defaultValue,
    itemValueReference: (element.options ?? []).map((o) => ({ value: o.value, label: inLanguage(o.label, language) })),
    ...(element.range ? { range: element.range } : {}),
    metadataCategory: element.category,
  };
}

/** The upui tree of a vehicle in a language, each element with its saved value or its default. */
export function presentTree(vehicle: ProfileVehicle, values: Record<string, string>, language: LanguageId): UpuiGroup[] {
  return TREE.map((group) => ({
    type: "GroupHeader" as const,
    id: group.id,
    label: inLanguage(group.label, language),
    subGroups: group.subGroups
      .map((sub) => ({
        type: "SubGroupHeader" as const,
        id: sub.id,
        label: inLanguage(sub.label, language),
        elements: sub.elements.filter((e) => !e.appliesTo || e.appliesTo(vehicle)).map((e) => presentElement(e, values, language)),
      }))
      .filter((sub) => sub.elements.length > 0),
  }));
}

/** The profile's metadata: tree version, model, and the categories in the request's language. */
export function treeMetadata(vehicle: ProfileVehicle, language: LanguageId) {
  return {
    treeVersion: PROFILE_TREE_VERSION,
    modelCode: vehicle.model_code,
    modelYear: vehicle.model_year,
    categories: (Object.keys(CATEGORY_LABELS) as ProfileCategory[]).map((category) => ({
      category,
      label: inLanguage(CATEGORY_LABELS[category], language),
    })),
  };
}

/** Where a save's values break the tree: the offending entry's field and why (7998 names both). */
export interface ElementProblem {
  field: string;
  reason: string;
}

/**
 * Checks a save against the vehicle's tree: every element must exist, belong to the saved category
 * (unless ALL) and hold one of its values. Answers the values to store, or the first problem.
 */
export function checkElementValues(
  vehicle: ProfileVehicle,
  category: ProfileCategory | "ALL",
  entries: Array<{ elementName: string; elementValue: string }>,
  prefix: string,
): { values: Record<string, string> } | { problem: ElementProblem } {
  const elements = profileElements(vehicle);
  const values: Record<string, string> = {};
  for (const [index, entry] of entries.entries()) {
    const element = elements.get(entry.elementName);
    if (!element) return { problem: { field: `${prefix}.${index}.elementName`, reason: `UNKNOWN_ELEMENT ${entry.elementName}` } };
    if (category !== "ALL" && element.category !== category) {
      return { problem: { field: `${prefix}.${index}.elementName`, reason: `NOT_IN_CATEGORY ${entry.elementName} (${element.category})` } };
    }
    const accepted = acceptedValue(element, entry.elementValue);
    if (accepted === null) {
      return { problem: { field: `${prefix}.${index}.elementValue`, reason: `NOT_AN_OPTION of ${entry.elementName}` } };
    }
    values[element.elementName] = accepted;
  }
  return { values };
}
