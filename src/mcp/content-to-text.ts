import type { ContentBlock } from "@modelcontextprotocol/sdk/types.js";

/**
 * One MCP content block as text for the model: text as it is, an embedded text resource's text,
 * a link or binary as a one-line note. Base64 images and audio are left out so they never reach
 * the model's context or the saved conversation.
 */
export function contentToText(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return block.text;
    case "image":
    case "audio":
      return `[${block.type}: ${block.mimeType}]`;
    case "resource_link":
      return `[${block.name}](${block.uri})`;
    case "resource":
      return "text" in block.resource ? block.resource.text : `[resource: ${block.resource.uri}]`;
    default:
      return "";
  }
}
