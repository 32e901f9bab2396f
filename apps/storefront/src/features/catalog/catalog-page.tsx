import { Button } from "@forno/ui/button";
import { IconButton } from "@forno/ui/icon-button";
import { SearchIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { Tabs } from "@forno/ui/tabs";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useCallback, useRef, useState } from "react";
import { LazyPickingNotice as PickingNotice } from "../../components/cart/lazy-picking-notice";
import { useCartStore } from "../../stores/cart/cart-store";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { fixedEdge } from "../../components/layout/use-fixed-edges";
import { StoreHeader } from "../../components/store-info/store-header";
import { CatalogFooter } from "./catalog-footer";
import { CatalogList } from "./catalog-list";
import { CatalogSearch } from "./catalog-search";
import { useCatalog } from "./use-catalog";
import { useCatalogScroll } from "./use-catalog-scroll";
import styles from "./catalog-page.module.css";

const HEADER_HEIGHT = 56;
const TOOLBAR_HEIGHT = 48;
const SEARCH_HEIGHT = 60;

function LoadingRows() {
  return (
    <div aria-busy="true" className={styles.loading}>
      <VisuallyHidden>Carregando cardápio...</VisuallyHidden>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton lines={3} />
          <Skeleton shape="block" width={112} height={84} />
        </div>
      ))}
    </div>
  );
}

/** /catalog: sticky group tabs, the search toggle, the grouped list and the footer button. */
export function CatalogPage() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [activeGroup, setActiveGroup] = useState<string | null>(null);
  const catalog = useCatalog(search);
  useCatalogScroll(catalog.rows.length > 0);
  const hasLines = useCartStore((state) => state.lines.length > 0);
  const scrollTo = useRef<((index: number) => void) | null>(null);
  const scrollerRef = useCallback((fn: ((index: number) => void) | null) => {
    scrollTo.current = fn;
  }, []);
  const stickyOffset = HEADER_HEIGHT + TOOLBAR_HEIGHT + (searchOpen ? SEARCH_HEIGHT : 0);
  const groups = catalog.groups.map(({ group }) => group);
  const selected = activeGroup && groups.includes(activeGroup) ? activeGroup : groups[0];

  function closeSearch() {
    setSearch("");
    setSearchOpen(false);
  }

  return (
    <Page header={<CompactHeader title="Cardápio" backTo="/" />} bottomBar footer={hasLines ? <CatalogFooter /> : undefined} footerFirst>
      <div className={styles.top}>
        <StoreHeader />
        <PickingNotice />
      </div>
      <div className={styles.sticky} {...fixedEdge("top")}>
        <div className={styles.toolbar}>
          {groups.length > 0 ? (
            <Tabs
              className={styles.tabs}
              label="Grupos do cardápio"
              items={groups.map((group) => ({ value: group, label: group }))}
              value={selected}
              onValueChange={(group) => {
                setActiveGroup(group);
                const index = catalog.groupStarts.get(group);
                if (index !== undefined) scrollTo.current?.(index);
              }}
            />
          ) : (
            <span className={styles.tabs} />
          )}
          <IconButton aria-label="Buscar produto" aria-expanded={searchOpen} onClick={() => (searchOpen ? closeSearch() : setSearchOpen(true))}>
            <SearchIcon />
          </IconButton>
        </div>
        {searchOpen ? <CatalogSearch value={search} onChange={setSearch} onClose={closeSearch} /> : null}
      </div>
      {catalog.isPending ? (
        <LoadingRows />
      ) : catalog.isError ? (
        <div className={styles.message}>
          <p>Não foi possível carregar o cardápio.</p>
          <Button variant="secondary" onClick={() => void catalog.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : catalog.rows.length === 0 ? (
        <p className={styles.message} role="status">
          {search ? `Nenhum produto encontrado para "${search}".` : "Nenhum produto disponível no momento."}
        </p>
      ) : (
        <CatalogList rows={catalog.rows} stickyOffset={stickyOffset} onActiveGroup={setActiveGroup} scrollerRef={scrollerRef} />
      )}
    </Page>
  );
}
