import type { LegalDetails, OwnerPageTexts } from './shape.ts';

function analyticsNow(analytics: LegalDetails['analytics']): string {
  if (!analytics.on) return 'Su questo sito al momento è **disattivata**.';
  return `Su questo sito al momento è **attiva**: le pagine caricano uno script di statistiche sulle visite da ${analytics.host ?? 'questo stesso sito'}, che conta le visite alle pagine per aiutarci a migliorare il negozio.`;
}

/** Le pagine del negozio dimostrativo in italiano. */
export const it: OwnerPageTexts = {
  about: {
    title: 'Buon cibo, consegnato alla tua porta',
    intro:
      'Doorstep è nato come una piccola cucina di famiglia che cucinava per i vicini troppo impegnati per farlo da soli. Oggi cuciniamo e consegniamo in tutta la città pasti freschi e halal e la spesa di tutti i giorni, con la stessa cura del primo ordine che abbiamo preparato.',
    valuesHeading: 'In cosa crediamo',
    values: [
      {
        title: 'Freschezza ogni giorno',
        text: 'Verdura, erbe aromatiche e frutta arrivano ogni mattina da aziende agricole vicine alla città. Salse, impasti e marinature li prepariamo nella nostra cucina, non li apriamo da una latta.',
      },
      {
        title: 'Tutto halal',
        text: 'Ogni piatto di carne viene da fornitori con certificazione halal e nella nostra cucina non entrano né maiale né alcol: così tutto il menu è adatto a chiunque sieda a tavola.',
      },
      {
        title: 'Alla tua porta, in fretta',
        text: 'I piatti vengono cucinati al momento dell’ordine e partono in borse termiche con un rider che conosce il quartiere, per arrivare caldi e puntuali.',
      },
    ],
    stepsHeading: 'Come si ordina',
    steps: [
      {
        title: 'Scegli i tuoi piatti',
        text: 'Sfoglia il menu per categoria (pizza, hamburger, sushi, thali, pollo e altro ancora) e aggiungi al carrello ciò che ti ispira.',
      },
      {
        title: 'Paga come preferisci',
        text: 'Paga in contanti alla consegna, con carta o con UPI. I dati della tua carta vanno direttamente al fornitore dei pagamenti, mai a noi.',
      },
      {
        title: 'Seguilo fino alla porta',
        text: 'In I miei ordini e nelle notifiche vedi il tuo ordine passare dalla cucina fino alla tua via.',
      },
    ],
    promiseHeading: 'La nostra promessa',
    promise:
      'Se un ordine non va bene, diccelo e rimedieremo: una sostituzione o un rimborso, senza moduli infiniti. Domande, catering o suggerimenti: leggiamo ogni messaggio.',
    menuLink: 'Vedi il menu',
    contactLink: 'Contattaci',
  },
  contact: {
    title: 'Contattaci',
    intro:
      'Una domanda su un ordine, una richiesta di catering o semplicemente un parere: leggiamo ogni messaggio e di solito rispondiamo entro un giorno.',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    intro:
      'Raccogliamo solo ciò che ci serve per preparare e consegnare il tuo ordine, e lo custodiamo con cura. Questa pagina spiega di cosa si tratta, in parole semplici.',
    body: ({ email, phone, address, analytics }) => `## Quali dati raccogliamo

### Quando navighi

Puoi consultare il menu senza un account. Il carrello viene conservato **nel tuo browser** (nella sua memoria locale), non sul nostro server, così lo ritrovi quando torni dallo stesso dispositivo. Il browser conserva anche una copia del menu, per mostrare subito i piatti. Nessuna delle due contiene informazioni su di te.

### Quando crei un account o accedi

- Il tuo nome e il tuo indirizzo email.
- La tua password, che non conserviamo mai così come l’hai scritta: ne teniamo solo un hash con salt, calcolato con un algoritmo volutamente lento, e non scriviamo mai le password nei nostri log.
- Se accedi con Google, il nome e l’indirizzo email che Google ci conferma. Non riceviamo la tua password di Google.

### Quando effettui un ordine

- I piatti, le quantità e i prezzi, e l’indirizzo di consegna che inserisci.
- Il metodo di pagamento. Per i pagamenti con carta, il numero della carta e il codice di sicurezza (CVV) **non arrivano mai al nostro server**: vanno al modulo sicuro del fornitore dei pagamenti, che in cambio ci restituisce un token. Conserviamo solo quel token, il circuito della carta, le ultime quattro cifre e il nome del titolare, così che tu e noi possiamo riconoscere il pagamento.
- Per i pagamenti UPI, l’ID UPI e l’ID della transazione che inserisci, per poter confermare il pagamento.
- La cronologia dello stato dell’ordine: quando è stato effettuato, preparato, pagato e consegnato.

### Quando scrivi una recensione o ci contatti

Delle recensioni conserviamo il nome, il voto e il testo che invii. Il modulo di contatto e il campo per la newsletter non inviano nulla al nostro server: aprono la tua app di posta con una bozza, e noi riceviamo solo l’email che scegli di inviare.

## Come li usiamo

- Per preparare e consegnare i tuoi ordini e mostrarti lo storico degli ordini e le notifiche.
- Per mantenere attivo il tuo accesso e proteggere il tuo account.
- Per rispondere ai tuoi messaggi e, se hai chiesto di iscriverti, inviarti la nostra newsletter.
- Per prevenire gli abusi: usiamo per breve tempo il tuo indirizzo IP per rallentare i tentativi di accesso falliti ripetuti e per limitare la frequenza con cui si possono inviare registrazioni, ordini e recensioni.

Non vendiamo i tuoi dati e non li usiamo a fini pubblicitari.

## Come li proteggiamo

- Le password sono conservate come hash, e i numeri delle carte e i codici di sicurezza non ci arrivano mai.
- La tua sessione vive in un cookie che gli script della pagina non possono leggere; uscire dall’account o cambiare la password la chiude anche dalla nostra parte.
- I tuoi ordini e il tuo account sono visibili solo a te e al personale del negozio che se ne occupa. Gli strumenti del personale verificano sul nostro server, a ogni richiesta, che chi li usa sia un amministratore.
- Le nostre pagine sono servite con impostazioni di sicurezza del browser rigorose, che impediscono ad altri siti di incorporarle o di iniettarvi script.

Nessun sistema è perfettamente sicuro. Se accade qualcosa che riguarda i tuoi dati, te lo diremo.

## Cookie e memoria del browser

Impostiamo **un solo cookie**, e solo quando accedi: un cookie di sessione che contiene un token firmato e di breve durata, con cui il nostro server ti riconosce. È **HttpOnly** (gli script della pagina non possono leggerlo), **SameSite=Lax** (altri siti non possono usarlo per agire al posto tuo) e, su una connessione sicura, **Secure**. Viene eliminato quando esci dall’account. Non usiamo cookie pubblicitari né di tracciamento.

Il carrello e una copia del menu sono conservati nella memoria locale del browser, non in un cookie, e non ci vengono mai inviati da soli. Cancellando i dati del sito dal browser li elimini.

### Statistiche

Le statistiche sulle visite sono facoltative e **disattivate, a meno che il negozio non le attivi**. Quando sono disattivate, non viene caricato alcuno script di statistiche. ${analyticsNow(analytics)}

## Per quanto tempo li conserviamo

Conserviamo il tuo account finché ne hai uno, e i tuoi ordini per il tempo in cui la legge ci impone di tenere le registrazioni delle vendite. I dati usati per rallentare gli accessi falliti scadono da soli.

## I tuoi diritti

- **Consultare e correggere** i tuoi dati: nome, indirizzo email e password si possono modificare in qualsiasi momento dalla pagina del tuo account.
- **Ottenere una copia** dei dati che conserviamo su di te.
- **Cancellare** il tuo account e i dati collegati, salvo quelli che la legge ci obbliga a conservare.
- **Opporti o revocare il consenso**, per esempio per non ricevere più la newsletter.
- **Presentare un reclamo** all’autorità per la protezione dei dati del tuo paese, se ritieni che non abbiamo trattato correttamente i tuoi dati.

Per esercitare uno qualsiasi di questi diritti, scrivi a ${email}. Rispondiamo entro 30 giorni.

## Modifiche a questa informativa

Se cambiamo il modo in cui trattiamo i tuoi dati, aggiorneremo questa pagina e la data riportata in alto.

## Contatti

Doorstep, ${address}. Email ${email}, telefono ${phone}.
`,
  },
  terms: {
    title: 'Termini di servizio',
    intro: 'Questi termini sono l’accordo tra te e Doorstep quando usi questo sito e ordini da noi. Li abbiamo scritti brevi e chiari.',
    body: ({ email, phone }) => `## Uso del servizio

Chiunque può consultare il menu. Per effettuare un ordine, vedere i tuoi ordini o scrivere una recensione serve un account, che puoi creare con un indirizzo email e una password oppure, dove previsto, accedendo con Google. Devi indicare il tuo vero nome e un indirizzo email a cui puoi ricevere posta.

Consegniamo solo all’interno della nostra zona di consegna locale. Possiamo modificare il menu, i prezzi e gli orari di apertura, e sospendere il servizio per manutenzione o quando la cucina è al completo. Possiamo sospendere un account usato in violazione di questi termini.

## Ordini e pagamenti

- I prezzi sono nella valuta del negozio, con le imposte come indicato al momento del pagamento. Al totale si aggiunge una spesa di consegna, mostrata nel carrello prima dell’ordine. Un codice coupon valido applica la sua percentuale di sconto sul totale mostrato al pagamento.
- Un ordine è effettuato quando lo confermi al pagamento e ti mostriamo la conferma. Se nel frattempo un piatto non è più disponibile, te lo comunichiamo e l’ordine non viene effettuato.
- Puoi pagare in **contanti alla consegna**, con **carta di credito o di debito** o con **UPI**. I pagamenti con carta sono gestiti dal nostro fornitore dei pagamenti; il numero della carta e il codice di sicurezza non ci arrivano mai. Se la carta viene rifiutata, l’ordine non viene effettuato. I pagamenti UPI li confermiamo noi verificando l’ID della transazione che ci fornisci.
- Quando al pagamento compare la dicitura **Modalità di prova — nessun addebito reale**, il negozio funziona con un sistema di pagamento di prova: non viene addebitato alcun importo e gli ordini hanno solo scopo dimostrativo.
- L’importo addebitato è quello calcolato dal nostro server sulla base dei prezzi in vigore, come mostrato al pagamento.

## I tuoi obblighi

- Indica un indirizzo di consegna completo e corretto e fai in modo di poter ricevere l’ordine.
- Non rivelare la tua password a nessuno e avvisaci subito se pensi che qualcun altro stia usando il tuo account.
- Comunicaci allergie o esigenze alimentari prima di ordinare: le descrizioni dei piatti elencano gli ingredienti principali, e nella nostra cucina si lavorano gli allergeni più comuni.
- Scrivi recensioni sincere sui tuoi ordini, senza offese, dati personali di altre persone o pubblicità.
- Non fare un uso improprio del sito: nessun tentativo di aggirare le misure di sicurezza o i limiti, nessun ordine automatizzato e nessun uso dei dati di pagamento di altre persone.

## Rimborsi e annullamenti

- Puoi annullare gratuitamente finché la cucina non ha iniziato a preparare il tuo ordine: chiamaci al ${phone} o scrivi a ${email} indicando il riferimento dell’ordine.
- Se qualcosa manca, è sbagliato o non è nelle condizioni in cui dovrebbe essere, avvisaci entro 24 ore dalla consegna (una foto aiuta). Lo sostituiremo o lo rimborseremo.
- I rimborsi tornano al metodo con cui hai pagato: per carta e UPI sullo stesso conto, per gli ordini in contanti con un metodo concordato con te. I rimborsi su carta possono richiedere alcuni giorni lavorativi per comparire nell’estratto conto.
- Se non possiamo consegnare un ordine che abbiamo accettato, lo annulliamo e ti rimborsiamo per intero quanto hai pagato.

## Responsabilità

Ci impegniamo a preparare e consegnare il cibo in modo sicuro e puntuale, ma i tempi di consegna sono stime. Nulla in questi termini limita i diritti che la normativa a tutela dei consumatori ti riconosce e che non possono essere limitati.

## Modifiche a questi termini

Possiamo aggiornare questi termini man mano che il servizio cambia. La data in alto indica la versione più recente; ogni ordine è regolato dai termini in vigore al momento in cui è stato effettuato. Se continui a usare Doorstep dopo una modifica, i nuovi termini si applicano ai tuoi ordini successivi.

## Contatti

Per domande su questi termini: ${email}, oppure consulta la nostra [Informativa sulla privacy](/privacy) per sapere come trattiamo i tuoi dati.
`,
  },
};
