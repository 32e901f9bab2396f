import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { GUIDE_MARKDOWN, pictureUrl } from "./guide-content";
import { type GuideBlock, parseGuide, parseInline } from "./guide-markdown";
import styles from "./guide-page.module.css";

const blocks = parseGuide(GUIDE_MARKDOWN);

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) =>
        part.kind === "strong" ? (
          <strong key={index}>{part.text}</strong>
        ) : part.kind === "code" ? (
          <code key={index}>{part.text}</code>
        ) : part.kind === "link" ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function Block({ block }: { block: GuideBlock }): ReactNode {
  switch (block.kind) {
    case "title":
      return null;
    case "heading":
      return block.level === 2 ? (
        <h2 id={block.id} className={styles.heading}>
          {block.text}
        </h2>
      ) : (
        <h3 id={block.id}>{block.text}</h3>
      );
    case "paragraph":
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case "image": {
      const src = pictureUrl(block.src);
      return src === undefined ? null : (
        <figure className={styles.figure}>
          <img src={src} alt={block.alt} loading="lazy" />
        </figure>
      );
    }
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline text={item.text} />
              {item.children.length > 0 ? (
                <ul>
                  {item.children.map((child, childIndex) => (
                    <li key={childIndex}>
                      <Inline text={child} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </List>
      );
    }
  }
}

/** /backoffice/help/guide: docs/guia-da-loja.md with its pictures, the first steps of a store in order. */
export function GuidePage() {
  const title = blocks.find((block) => block.kind === "title")?.text ?? "Guia da loja";
  const steps = blocks.filter((block): block is Extract<GuideBlock, { kind: "heading" }> => block.kind === "heading" && block.level === 2);
  return (
    <>
      <PageHeader title={title} actions={<Link to="/backoffice/help">Voltar para a Ajuda</Link>} />
      <article className={styles.guide}>
        <nav aria-label="Passos do guia" className={styles.steps}>
          <ul>
            {steps.map((step) => (
              <li key={step.id}>
                <a href={`#${step.id}`}>{step.text}</a>
              </li>
            ))}
          </ul>
        </nav>
        {blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </article>
    </>
  );
}
