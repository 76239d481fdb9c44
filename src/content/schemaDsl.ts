// The site's GraphQL types from the content schema language, which is
// supabase/functions/_shared/schema/schemaDsl.ts (the rate card's schema is written in it
// there, beside the function that reads the card). Every name of that module is
// handed on from here, so the site imports the language from one place.
import { type ContentFile, type FieldSpec, type Fields, contentPath } from "../../supabase/functions/_shared/schema/schemaDsl.ts";

export * from "../../supabase/functions/_shared/schema/schemaDsl.ts";

// ---------------------------------------------------------------------------
// GraphQL type definitions

const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());

const quote = (description: string) => JSON.stringify(description);

/**
 * SDL for one content file: the node type and one type per nested object. A
 * translated file's node also says its language (a field plugins/content-pipeline sets).
 */
export function toTypeDefs(file: ContentFile): string {
  const types: string[] = [];
  const emitted = new Set<string>();

  const fieldType = (spec: FieldSpec, typeName: string): string => {
    const bang = spec.optional ? "" : "!";
    switch (spec.kind) {
      case "string":
        return `String${bang}`;
      case "int":
        return `Int${bang}`;
      case "decimal":
        return `Float${bang}`;
      case "date":
      case "days":
        return `String${bang}`;
      case "boolean":
        return `Boolean${bang}`;
      // The picture as a File node (so gatsby-plugin-image can process it), found from the path
      // written in the YAML, relative to the content file; the build checks it exists (load.ts).
      case "image":
        return "File @fileByRelativePath";
      case "list":
        return `[${fieldType({ ...spec.of, optional: false }, typeName)}]${bang}`;
      case "object": {
        const name = spec.typeName ?? typeName;
        if (!emitted.has(name)) emit(name, spec.description, spec.fields, []);
        return `${name}${bang}`;
      }
    }
  };

  const emit = (typeName: string, description: string, fields: Fields, extra: string[], isNode = false) => {
    emitted.add(typeName);
    const lines = Object.entries(fields).map(
      ([name, spec]) => `  ${quote(spec.description)}\n  ${name}: ${fieldType(spec, typeName + pascal(name))}`,
    );
    types.push(
      `${quote(description)}\ntype ${typeName}${isNode ? " implements Node" : ""} @dontInfer {\n${[...extra, ...lines].join("\n")}\n}`,
    );
  };

  const language = file.translated ? [`  ${quote("The language of these words: its code in the file, e.g. es.")}`, "  language: String!"] : [];
  emit(file.typeName, `${file.description} (${contentPath(file)}${file.translated ? ", one node per language" : ""})`, file.fields, language, true);
  return types.join("\n\n");
}

