import { type DataRemovalRequest } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import styles from "./privacy-page.module.css";
import { requester } from "./privacy-table-config";

export interface FulfilDialogProps {
  request: DataRemovalRequest;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Anonymising cannot be undone: the dialog says exactly what goes and what stays (operations.md section 5). */
export function FulfilDialog({ request, pending, onConfirm, onClose }: FulfilDialogProps) {
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onClose}
      closeOnBackdrop={false}
      title={`Atender o pedido de ${requester(request)}?`}
      description={
        request.client_id === null ? (
          <p>Nenhum cadastro corresponde a este telefone ou e-mail: o pedido será marcado como atendido sem nada a remover.</p>
        ) : (
          <>
            <p>Os dados pessoais do cliente serão apagados. Não é possível desfazer.</p>
            <ul className={styles.list}>
              <li>O nome passa a ser &quot;Cliente removido&quot;; documento, telefone, e-mail e nascimento são apagados.</li>
              <li>A senha deixa de funcionar e o cliente é desconectado de todos os aparelhos.</li>
              <li>Endereços e cartões salvos são excluídos.</li>
              <li>Os pedidos ficam, com os valores, mas sem dados pessoais: do endereço restam só o bairro e a cidade.</li>
            </ul>
          </>
        )
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button variant="danger" loading={pending} loadingText="Removendo..." onClick={onConfirm}>
            Remover dados
          </Button>
        </>
      }
    />
  );
}
