import { type ReactNode } from "react";
import { Link } from "react-router";

export interface HelpSection {
  id: string;
  title: string;
  /** The screen the steps happen on. */
  screen: { to: string; label: string };
  steps: ReactNode[];
}

/** The evening's tasks, each a few steps with a link to its screen (issue 18). */
export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    id: "aceitar",
    title: "Aceitar e imprimir pedidos",
    screen: { to: "/backoffice/orders", label: "Abrir o quadro de pedidos" },
    steps: [
      <>Deixe o quadro de Pedidos aberto e clique em &quot;Ativar som&quot; uma vez: cada pedido pago toca um alerta e aparece em &quot;Novos&quot;.</>,
      <>Clique em &quot;Aceitar&quot; no cartão: ele vai para &quot;Em preparo&quot;. Há 5 segundos para desfazer.</>,
      <>
        &quot;Imprimir&quot; imprime a comanda sem sair do quadro; para imprimir sozinho ao aceitar, escolha em{" "}
        <Link to="/backoffice/store?secao=pedidos">Minha loja › Pedidos e impressão</Link> a opção &quot;Imprimir sozinho ao aceitar um pedido&quot; e a largura
        do papel.
      </>,
      <>Depois: &quot;Saiu para entrega&quot; e &quot;Entregue&quot; (na retirada: &quot;Pronto para retirada&quot; e &quot;Retirado&quot;). &quot;Cancelar&quot; fica no pé do cartão e sempre pede confirmação.</>,
    ],
  },
  {
    id: "horarios",
    title: "Definir os horários",
    screen: { to: "/backoffice/hours", label: "Abrir Horários" },
    steps: [
      <>Em Horários, marque os dias de funcionamento e os turnos de cada dia (por exemplo, 18:00 às 23:30).</>,
      <>Salve: a loja online mostra &quot;Fechado&quot; e o próximo horário fora desses turnos.</>,
    ],
  },
  {
    id: "pausar",
    title: "Pausar a loja",
    screen: { to: "/backoffice/hours", label: "Pausar em Horários" },
    steps: [
      <>Cozinha cheia? Em Horários, escolha &quot;Pausar por&quot; (por exemplo, 30 minutos) e clique em &quot;Pausar pedidos&quot;.</>,
      <>Ninguém consegue pedir até o fim da pausa; &quot;Retomar&quot; reabre antes.</>,
    ],
  },
  {
    id: "telefone",
    title: "Anotar um pedido por telefone",
    screen: { to: "/backoffice/orders/new", label: "Novo pedido" },
    steps: [
      <>Em &quot;Novo pedido&quot;, informe o cliente, monte o pedido como ele pedir e escolha entrega ou retirada.</>,
      <>O pedido entra no quadro de Pedidos como os da loja online.</>,
    ],
  },
  {
    id: "cupons",
    title: "Criar um cupom de desconto",
    screen: { to: "/backoffice/coupons", label: "Abrir Cupons" },
    steps: [
      <>Em Cupons, clique em &quot;Novo cupom&quot;: um código (por exemplo PRIMEIRA10), o nome que o cliente vê e o desconto (porcentagem, valor fixo ou entrega grátis).</>,
      <>Escolha as regras: pedido mínimo, só no primeiro pedido, limite de usos, datas, dias e horários, entrega ou retirada, canais. O cliente vê essas condições no carrinho antes de usar.</>,
      <>
        &quot;Copiar link&quot; dá um link para mandar no WhatsApp ou no Instagram: ele abre o carrinho com o cupom aplicado. &quot;Pausar&quot; suspende o cupom sem apagá-lo; um uso conta
        quando o pedido é pago e volta se ele for cancelado.
      </>,
    ],
  },
  {
    id: "privacidade",
    title: "Atender um pedido de remoção de dados (LGPD)",
    screen: { to: "/backoffice/privacy", label: "Abrir Privacidade" },
    steps: [
      <>Os pedidos feitos pelo site aparecem em Privacidade como &quot;Pendente&quot;. A lei pede resposta em até 15 dias.</>,
      <>&quot;Atender&quot; apaga os dados pessoais do cliente (nome, documento, telefone, e-mail, endereços e cartões) e o desconecta; os pedidos ficam, sem dados pessoais. Não dá para desfazer.</>,
      <>&quot;Recusar&quot; mantém tudo e pede o motivo (por exemplo, pedido duplicado).</>,
    ],
  },
];
