import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { HELP_SECTIONS } from "./help-sections";
import styles from "./help-page.module.css";

/** Ajuda: short how-tos for staff, each with a link to the screen it happens on. */
export function HelpPage() {
  return (
    <>
      <PageHeader title="Ajuda" />
      <section aria-labelledby="guia-title" className={styles.guide}>
        <h2 id="guia-title">Guia da loja</h2>
        <p className={styles.lead}>
          Os primeiros passos de uma loja, em ordem, com a imagem de cada tela: dados da loja, horários, entrega, cardápio, pagamentos, impressão, entregadores,
          equipe e privacidade.
        </p>
        <Link to="/backoffice/help/guide">Abrir o guia da loja</Link>
      </section>
      <nav aria-label="Tópicos da ajuda">
        <ul className={styles.topics}>
          {HELP_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sections}>
        {HELP_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <ol>
              {section.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
            <Link to={section.screen.to}>{section.screen.label}</Link>
          </section>
        ))}
      </div>
    </>
  );
}
