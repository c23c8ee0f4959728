import type { Plugin } from "vite";

/**
 * index.html's script loads the app (the `app` entry) later, but the server-drawn sign-in page
 * needs the app's first-page styles from the start: this links the app entry's CSS in index.html,
 * beside start.ts's own (the app's loader skips a stylesheet already linked). Every other page
 * wants the app's code at once: its chunks are preloaded, marked `data-app-code`, which the server
 * takes out of the pages where it draws the sign-in page (apps/server/src/web/web-app.ts).
 */
export function appStylesInPage(): Plugin {
  return {
    name: "carport:app-styles-in-page",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const app = Object.values(context.bundle ?? {}).find((file) => file.type === "chunk" && file.isEntry && file.name === "app");
        if (!app || app.type !== "chunk") throw new Error("no app entry chunk to take the styles of");
        const links = [...(app.viteMetadata?.importedCss ?? [])]
          .filter((href) => !html.includes(`/${href}"`))
          .map((href) => `<link rel="stylesheet" crossorigin href="/${href}">\n    `)
          .join("");
        const preloads = [app.fileName, ...app.imports]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" data-app-code>\n    `)
          .join("");
        // Before start.ts's own, in the order the app imported them when it was the page's script.
        const at = html.indexOf('<link rel="stylesheet"');
        return (at === -1 ? html.replace("</head>", `${links}</head>`) : html.slice(0, at) + links + html.slice(at)).replace(
          "</head>",
          `${preloads}</head>`,
        );
      },
    },
  };
}
