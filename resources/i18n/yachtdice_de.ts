<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>{player} scored {points} in {box}. Turn: {next}.</source>
        <translation>{player} trägt {points} bei {box} ein. Am Zug: {next}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}. Game over.</source>
        <translation>{player} trägt {points} bei {box} ein. Spiel vorbei.</translation>
    </message>
    <message>
        <source>Rolled {faces}. No rolls left.</source>
        <translation>Gewürfelt: {faces}. Keine Würfe mehr.</translation>
    </message>
    <message numerus="yes">
        <source>Rolled {faces}. {left} roll(s) left.</source>
        <translation>
            <numerusform>Gewürfelt: {faces}. Noch {left} Wurf.</numerusform>
            <numerusform>Gewürfelt: {faces}. Noch {left} Würfe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die {die} held.</source>
        <translation>Würfel {die} gehalten.</translation>
    </message>
    <message>
        <source>Die {die} released.</source>
        <translation>Würfel {die} freigegeben.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
</context>
<context>
    <name>BoxesModel</name>
    <message>
        <source>Label</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Höchstens</translation>
    </message>
    <message>
        <source>Rule in words</source>
        <translation>Regel in Worten</translation>
    </message>
    <message>
        <source>upper</source>
        <translation>oben</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>not {name}</source>
        <translation>nicht {name}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>Being worked out: these dice have too many rolls to score every box at once, so the highest scores come with the expected score.</source>
        <extracomment>a highest score being worked out (dice with so many rolls that their table is built with the expected score): shown as &quot;…&quot;, said in its tooltip, never a blank column</extracomment>
        <translation>Wird berechnet: Diese Würfel haben zu viele Würfe, um jedes Feld auf einmal zu werten; die Höchstwerte kommen mit den erwarteten Punkten.</translation>
    </message>
</context>
<context>
    <name>CardPrinting</name>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Large print: box names at 15 pt, tall rows</source>
        <translation>&amp;Großdruck: Feldnamen in 15 pt, hohe Zeilen</translation>
    </message>
    <message>
        <source>&amp;Four cards to a page, with lines to cut along</source>
        <translation>&amp;Vier Blöcke auf eine Seite, mit Schnittlinien</translation>
    </message>
    <message>
        <source>&amp;Black and white</source>
        <translation>Sch&amp;warzweiß</translation>
    </message>
    <message>
        <source>As usual here ({paper})</source>
        <translation>Wie hier üblich ({paper})</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier:</translation>
    </message>
    <message>
        <source>Four to a page, a card too long for a quarter of the page is not printed, and the window says so.</source>
        <translation>Bei vier auf einer Seite wird ein Block, der nicht auf eine Viertelseite passt, nicht gedruckt, und das Fenster sagt es.</translation>
    </message>
    <message>
        <source>A card too long for one page goes on over two, and the window says so.</source>
        <translation>Ein Block, der nicht auf eine Seite passt, geht auf einer zweiten weiter, und das Fenster sagt es.</translation>
    </message>
    <message>
        <source>{name} score card.pdf</source>
        <translation>{name} Spielblock.pdf</translation>
    </message>
    <message>
        <source>Save Score Card as PDF</source>
        <translation>Spielblock als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>The score card was not saved: {reason}.</source>
        <translation>Der Spielblock wurde nicht gespeichert: {reason}.</translation>
    </message>
    <message>
        <source>Saved the score card as {file}.</source>
        <translation>Spielblock als {file} gespeichert.</translation>
    </message>
    <message>
        <source>Print Score Card</source>
        <translation>Spielblock drucken</translation>
    </message>
    <message>
        <source>The score card was not printed: {reason}.</source>
        <translation>Der Spielblock wurde nicht gedruckt: {reason}.</translation>
    </message>
    <message>
        <source>Printed the score card to {file}.</source>
        <translation>Spielblock in {file} gedruckt.</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Spei&amp;chern…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
</context>
<context>
    <name>ClaimPanel</name>
    <message>
        <source>{word}: in the dictionary</source>
        <translation>{word}: steht im Wörterbuch</translation>
    </message>
    <message>
        <source>{word}: in the dictionary — dice {dice}</source>
        <translation>{word}: steht im Wörterbuch — Würfel {dice}</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: {problem} — dice {dice}</source>
        <translation>{word}: {problem} — Würfel {dice}</translation>
    </message>
    <message>
        <source>The wild face stands for {letters}.</source>
        <translation>Die Jokerseite steht für {letters}.</translation>
    </message>
    <message>
        <source>{points}  (+{bonus} Yahtzee bonus)</source>
        <translation>{points}  (+{bonus} Yahtzee-Bonus)</translation>
    </message>
    <message>
        <source>Type a word for this box.</source>
        <translation>Gib ein Wort für dieses Feld ein.</translation>
    </message>
    <message>
        <source>Add die {die}&apos;s letter</source>
        <translation>Buchstaben von Würfel {die} anfügen</translation>
    </message>
    <message>
        <source>Add the wild face&apos;s letter (die {die})</source>
        <translation>Buchstaben der Jokerseite anfügen (Würfel {die})</translation>
    </message>
    <message>
        <source>Add the letter {letter} (die {die})</source>
        <translation>Buchstaben {letter} anfügen (Würfel {die})</translation>
    </message>
    <message>
        <source>Type words; * and a letter for the wild face (ca*t)</source>
        <translation>Englische Wörter; * mit Buchstabe für die Jokerseite (ca*t)</translation>
    </message>
    <message>
        <source>Words for the claim</source>
        <translation>Wörter für den Eintrag</translation>
    </message>
    <message>
        <source>Words separated by spaces, in any case. For the wild face, type * and the letter it stands for (ca*t), or click the diamond.</source>
        <translation>Wörter durch Leerzeichen getrennt, groß oder klein geschrieben. Für die Jokerseite tippst du * und den Buchstaben, für den sie steht (ca*t), oder klickst auf die Raute.</translation>
    </message>
    <message>
        <source>Letter the wild face stands for</source>
        <translation>Buchstabe, für den die Jokerseite steht</translation>
    </message>
    <message>
        <source>The letter the wild face stands for when you click it (worth 0 points)</source>
        <translation>Der Buchstabe, für den die Jokerseite steht, wenn du sie anklickst (0 Punkte wert)</translation>
    </message>
    <message>
        <source>Next word</source>
        <translation>Nächstes Wort</translation>
    </message>
    <message>
        <source>Start another word</source>
        <translation>Ein weiteres Wort beginnen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Remove every word</source>
        <translation>Alle Wörter entfernen</translation>
    </message>
    <message>
        <source>Dictionary check</source>
        <translation>Prüfung im Wörterbuch</translation>
    </message>
    <message numerus="yes">
        <source>Type {count} word(s) for this box.</source>
        <translation>
            <numerusform>Gib {count} Wort für dieses Feld ein.</numerusform>
            <numerusform>Gib {count} Wörter für dieses Feld ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Freies Feld</translation>
    </message>
    <message>
        <source>With these words</source>
        <translation>Mit diesen Wörtern</translation>
    </message>
    <message>
        <source>What each open box would score</source>
        <translation>Was jedes freie Feld bringen würde</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Write this claim in the chosen box (Enter)</source>
        <translation>Diese Wörter im gewählten Feld eintragen (Enter)</translation>
    </message>
    <message>
        <source>Write a zero</source>
        <translation>Null eintragen</translation>
    </message>
    <message>
        <source>Give up the chosen box for this turn: it scores 0</source>
        <translation>Das gewählte Feld in diesem Zug streichen: es zählt 0</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>Wö&amp;rter:</translation>
    </message>
    <message>
        <source>Wild face &amp;is</source>
        <translation>Jokerseite &amp;ist</translation>
    </message>
    <message>
        <source>Words played so far, newest first</source>
        <translation>Bisher gespielte Wörter, neueste zuerst</translation>
    </message>
    <message>
        <source>Played so far (newest first):</source>
        <translation>Bisher gespielt (neueste zuerst):</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now.</source>
        <translation>Die Zeit ist um: jetzt kannst du nur noch eine Null eintragen.</translation>
    </message>
    <message>
        <source>Roll the dice to make words.</source>
        <translation>Würfle, um Wörter zu bilden.</translation>
    </message>
    <message>
        <source>No words yet.</source>
        <translation>Noch keine Wörter.</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now. Choose a box and press Enter (or Write a zero).</source>
        <translation>Die Zeit ist um: jetzt kannst du nur noch eine Null eintragen. Wähle ein Feld und drücke Enter (oder Null eintragen).</translation>
    </message>
    <message>
        <source>0 (time is up)</source>
        <translation>0 (Zeit um)</translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <source>Six-sided (1-6)</source>
        <translation>Sechsseitig (1-6)</translation>
    </message>
    <message>
        <source>d4 (1-4)</source>
        <translation>W4 (1-4)</translation>
    </message>
    <message>
        <source>d8 (1-8)</source>
        <translation>W8 (1-8)</translation>
    </message>
    <message>
        <source>d10 (1-10)</source>
        <translation>W10 (1-10)</translation>
    </message>
    <message>
        <source>d12 (1-12)</source>
        <translation>W12 (1-12)</translation>
    </message>
    <message>
        <source>Custom faces</source>
        <translation>Eigene Augenzahlen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>A further all-same roll is scored like any other roll.</source>
        <translation>Ein weiterer Wurf aus lauter Gleichen zählt wie jeder andere Wurf.</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Erzwungen</translation>
    </message>
    <message>
        <source>A further all-same roll must go in its upper box if open, else any lower box counts it as met.</source>
        <translation>Ein weiterer Wurf aus lauter Gleichen muss in sein oberes Feld, wenn es frei ist; sonst gilt er in jedem unteren Feld als erfüllt.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>A further all-same roll may go in any open box; it counts as met once its upper box is filled.</source>
        <translation>Ein weiterer Wurf aus lauter Gleichen darf in jedes freie Feld; er gilt als erfüllt, sobald sein oberes Feld ausgefüllt ist.</translation>
    </message>
    <message>
        <source>Any box, in any order</source>
        <translation>Jedes Feld, beliebige Folge</translation>
    </message>
    <message>
        <source>Top to bottom, in order</source>
        <translation>Von oben nach unten, der Reihe nach</translation>
    </message>
    <message>
        <source>Equal totals share the place</source>
        <translation>Gleiche Summen teilen sich den Platz</translation>
    </message>
    <message>
        <source>The higher upper section wins</source>
        <translation>Der höhere obere Teil gewinnt</translation>
    </message>
    <message>
        <source>Chosen box: {label} ({kind})</source>
        <translation>Gewähltes Feld: {label} ({kind})</translation>
    </message>
    <message>
        <source>Add {box}</source>
        <translation>{box} hinzufügen</translation>
    </message>
    <message>
        <source>Remove {box}</source>
        <translation>{box} entfernen</translation>
    </message>
    <message>
        <source>Move {box}</source>
        <translation>{box} verschieben</translation>
    </message>
    <message>
        <source>Edit {box}</source>
        <translation>{box} bearbeiten</translation>
    </message>
    <message>
        <source>{box} (upper)</source>
        <translation>{box} (oben)</translation>
    </message>
    <message>
        <source>Use &amp;par {par}</source>
        <translation>&amp;Par {par}</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Ruleset name</source>
        <extracomment>in a window lower than this (a 768-line screen&apos;s), a box&apos;s rule in words takes at most :data:`RULE_LINES` lines in the table (the rest is cut with &quot;…&quot;; its tooltip has it whole): the table shows five whole boxes there, not two or three; a taller window shows every rule whole room a cell&apos;s text leaves for its margins and the grid (the style&apos;s, with one to spare)</extracomment>
        <translation>Name des Regelwerks</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Anzahl der Würfel</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Augenzahlen der Würfel</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 5, 8, 13</source>
        <translation>z. B. 1, 2, 3, 5, 8, 13</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Würfe pro Zug</translation>
    </message>
    <message>
        <source>Unused rolls are saved for later turns</source>
        <translation>Ungenutzte Würfe bleiben für spätere Züge</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus oben</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Schwelle für den Bonus oben</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Punkte für den Bonus oben</translation>
    </message>
    <message>
        <source>Use &amp;par</source>
        <translation>&amp;Par verwenden</translation>
    </message>
    <message>
        <source>Set the threshold to the par: three dice of each upper face with five dice, four with six</source>
        <translation>Setzt die Schwelle auf Par: drei Würfel jeder oberen Augenzahl bei fünf Würfeln, vier bei sechs</translation>
    </message>
    <message>
        <source>Extra all-same bonus points</source>
        <translation>Punkte des Extrabonus für Gleiche</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Reihenfolge beim Eintragen</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Augen:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>Wü&amp;rfe pro Zug:</translation>
    </message>
    <message>
        <source>at</source>
        <translation>bei</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>bringt</translation>
    </message>
    <message>
        <source>E&amp;xtra all-same bonus:</source>
        <translation>E&amp;xtrabonus für Gleiche:</translation>
    </message>
    <message>
        <source>Extra all-same </source>
        <comment>the first line of &apos;Extra all-same bonus:&apos;</comment>
        <translation>Extrabonus für </translation>
    </message>
    <message>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Scoring &amp;order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <source>&amp;Tie-break:</source>
        <translation>Bei &amp;Gleichstand:</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Box to add</source>
        <translation>Feld zum Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>Feld &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Up)</source>
        <translation>Das gewählte Feld verschieben (Strg+Hoch)</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Down)</source>
        <translation>Das gewählte Feld verschieben (Strg+Runter)</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>&amp;Felder:</translation>
    </message>
    <message>
        <source>Chosen box: none</source>
        <translation>Gewähltes Feld: keins</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Aufgehobene Würfe</translation>
    </message>
    <message>
        <source>Bonus threshold</source>
        <translation>Bonusschwelle</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Bonuspunkte</translation>
    </message>
    <message>
        <source>Extra bonus</source>
        <translation>Extrabonus</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>Upper bonus on</source>
        <translation>Bonus oben an</translation>
    </message>
    <message>
        <source>Upper bonus off</source>
        <translation>Bonus oben aus</translation>
    </message>
    <message>
        <source>Use par</source>
        <translation>Par verwenden</translation>
    </message>
    <message>
        <source>This kind of box has no parameters.</source>
        <translation>Diese Art Feld hat keine Einstellungen.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Würfel {number}: noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>Roll first.</source>
        <translation>Würfle zuerst.</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Würfel {number}: {face}</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Würfel {number}: {face}, gehalten</translation>
    </message>
    <message>
        <source>Click or press {number} to hold it.</source>
        <translation>Klicke oder drücke {number}, um ihn zu halten.</translation>
    </message>
    <message>
        <source>Click or press {number} to release it.</source>
        <translation>Klicke oder drücke {number}, um ihn freizugeben.</translation>
    </message>
    <message>
        <source>{name}. {action}</source>
        <translation>{name}. {action}</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>GEHALTEN</translation>
    </message>
</context>
<context>
    <name>DigitFaces</name>
    <message>
        <source>digit {digit}</source>
        <translation>Ziffer {digit}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>1st</source>
        <extracomment>how long after the dialog appears keys are ignored (a player hurrying the last computer turn with Space takes a moment to see that the game is over)</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{place} (tie)</source>
        <translation>{place} (geteilt)</translation>
    </message>
    <message numerus="yes">
        <source>You scored {total}.</source>
        <translation>
            <numerusform>Du hast {total} Punkt.</numerusform>
            <numerusform>Du hast {total} Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win: {first} and {second} with {total}.</source>
        <translation>Geteilter Sieg: {first} und {second} mit {total}.</translation>
    </message>
    <message>
        <source>A shared win: {names} and {last} with {total}.</source>
        <translation>Geteilter Sieg: {names} und {last} mit {total}.</translation>
    </message>
    <message>
        <source>{name} wins with {total}!</source>
        <translation>{name} gewinnt mit {total}!</translation>
    </message>
    <message>
        <source>New high score for {rules}: {name}, {score}!</source>
        <translation>Neuer Rekord für {rules}: {name}, {score}!</translation>
    </message>
    <message>
        <source>{name}&apos;s {score} is number {rank} on the {rules} high-score table.</source>
        <translation>{name}s {score} steht auf Platz {rank} der Bestenliste für {rules}.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Analysieren…</translation>
    </message>
</context>
<context>
    <name>FileToWrite</name>
    <message>
        <source>{file} exists already. Replace it?</source>
        <translation>{file} gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>The file in {folder} is replaced by the new one.</source>
        <translation>Die Datei in {folder} wird durch die neue ersetzt.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Last {days} day(s)</source>
        <translation>
            <numerusform>Letzter {days} Tag</numerusform>
            <numerusform>Letzte {days} Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a box per origin and per kind of dice, by its key (none without ``sources``)</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Computers too</source>
        <translation>Auch Computer</translation>
    </message>
    <message>
        <source>Unassisted only</source>
        <translation>Nur ohne Hilfe</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spiele:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>Every person</source>
        <translation>Alle Personen</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Benutzerdefiniert…</translation>
    </message>
</context>
<context>
    <name>Filters</name>
    <message>
        <source>all rules</source>
        <translation>alle Regeln</translation>
    </message>
    <message>
        <source>every person</source>
        <translation>alle Personen</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>{since} bis {until}</translation>
    </message>
    <message>
        <source>since {since}</source>
        <translation>seit {since}</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>bis {until}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>gesamter Zeitraum</translation>
    </message>
    <message>
        <source>computers included</source>
        <translation>Computer eingeschlossen</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>nur Personen</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats}</source>
        <translation>{rules} · {player} · {period} · {seats}</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats} · unassisted games only</source>
        <translation>{rules} · {player} · {period} · {seats} · nur Spiele ohne Hilfe</translation>
    </message>
    <message>
        <source>{line} · {sources}</source>
        <translation>{line} · {sources}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>keine Spiele</translation>
    </message>
    <message>
        <source>played here</source>
        <extracomment>where games come from and how their dice were thrown, as a filter&apos;s line names them</extracomment>
        <translation>hier gespielt</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>dice rolled here</source>
        <translation>hier gewürfelt</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>echte Würfel</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>This game was played with a game this version does not know: no review.</source>
        <translation>Dieses Spiel wurde mit einem Spiel gespielt, das diese Version nicht kennt: keine Analyse.</translation>
    </message>
    <message>
        <source>{game} games have no review.</source>
        <translation>{game} hat keine Analyse.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Time is up: choose a box for a zero.</source>
        <translation>Die Zeit ist um: wähle ein Feld für eine Null.</translation>
    </message>
    <message>
        <source>Time is up, {player}: choose a box for a zero.</source>
        <translation>Die Zeit ist um, {player}: wähle ein Feld für eine Null.</translation>
    </message>
    <message>
        <source>start a game first</source>
        <translation>starte zuerst ein Spiel</translation>
    </message>
    <message>
        <source>the dice are still rolling</source>
        <translation>die Würfel rollen noch</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} ist am Zug</translation>
    </message>
    <message>
        <source>Your game could not be saved: {problem}</source>
        <translation>Dein Spiel konnte nicht gespeichert werden: {problem}</translation>
    </message>
    <message>
        <source>these are real dice: type what they show</source>
        <translation>das sind echte Würfel: gib ein, was sie zeigen</translation>
    </message>
    <message>
        <source>{player} plays in {seconds} s: Undo (Ctrl+Z) takes back your move.</source>
        <translation>{player} spielt in {seconds} s: Rückgängig (Strg+Z) nimmt deinen Zug zurück.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer – {level}</source>
        <translation>Computer – {level}</translation>
    </message>
    <message>
        <source>{rules} has no hints.</source>
        <extracomment>a dialog&apos;s property: while it is open a timed turn&apos;s time runs on (a dialog that is part of the turn, as looking a word up is: holding the clock, it would let a player stall)</extracomment>
        <translation>{rules} hat keine Tipps.</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>What this game needs is still loading; claim again in a moment.</source>
        <extracomment>a game&apos;s own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its ruleset, its claim, its review and a row of the review shown beside the scorecard while a game of this kind is on the table (None: nothing) the panel sits under the dice rather than beside the card (a wide panel: the card keeps the room its names need, the dice the room they need to be read) what a claim made too early is told (a whole sentence)</extracomment>
        <translation>Was dieses Spiel braucht, wird noch geladen; versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <source>What this game needs could not be loaded</source>
        <extracomment>what the player is told when loading failed (the reason follows)</extracomment>
        <translation>Was dieses Spiel braucht, konnte nicht geladen werden</translation>
    </message>
    <message>
        <source>Pick a box with the arrow keys and Enter, or click it.</source>
        <extracomment>the columns&apos; headers; the last column is the row&apos;s figure the rows shown for a player, from the review a row&apos;s cells, one text per column, from the rules and the row a row&apos;s tooltip (None: none) a player&apos;s review in a sentence or two, from the review and the player the figure, as Statistics&apos; axis names it (&quot;expected points given away&quot;) the figure of a turn, as the review&apos;s chart names it (&quot;points given away&quot;) a game&apos;s figure in a sentence, formatted with ``game`` and ``value`` (&quot;game 12: 9 points missed&quot;) the Statistics tab that draws the figure per game the title above the rows the columns that share the width left over one row of Statistics&apos; &quot;Where the points go&quot;: (the box or bonus as players read it, your average per game, optimal play&apos;s or None, your share of zeros in it or None) optimal play&apos;s figures for a ruleset of the game (called off the GUI thread: it may solve the rules first, which takes minutes the first time) the &quot;Where the points go&quot; rows, bonuses too, from the statistics of one ruleset, the rules and optimal play&apos;s figures (None: not worked out yet) how a game under rules ``R`` shows its review: the review and its rows are the game&apos;s own, handed back to it unread (Python&apos;s types cannot say &quot;some type&quot;: hence erased) how some game shows its review, as the shared review window holds it the dice&apos;s faces for a ruleset (None: numbers, pips up to nine) the scorecard&apos;s rows and cells (None: each box, then the total) the game&apos;s part of the window, made once per window (None: :class:`GamePart`) the game&apos;s own commands for the Game menu (Print…), made once per window and shown there while a game of it is on the table (None: none) its printed score card in the window&apos;s language (numbers as the locale writes them, say); None: each of the core&apos;s texts on it translated F1: the rules as HTML, every text escaped (None: from the box names) a ruleset as the rules lists name it (None: its name, the game&apos;s in brackets) the names of the computer levels by id (None: the core game&apos;s level ids) the game&apos;s New Game options (None: none) the rules a saved setup deals, from the chosen ruleset and the setup&apos;s options the seconds a person has for a turn by a setup&apos;s options (None: the game has no timer) whether a claim writes a zero (the one claim left once a timed turn runs out) why a game cannot start with so many players (None: it can) the game&apos;s own form in the House Rules window (a :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of the game is shown there; None: the game&apos;s rules are not made there New Game&apos;s Edit... and New... open the game&apos;s rules in House Rules (and its saved rules are deleted there); False: they are off, and New Game deletes its saved rules the help line&apos;s words on what to do with the dice rolled</extracomment>
        <translation>Wähle ein Feld mit den Pfeiltasten und Eingabe, oder klicke es an.</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>the key that rolls again with dice on the table</extracomment>
        <translation>Leertaste</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>a score&apos;s notes: played with help, by a computer, not played here</extracomment>
        <translation>mit Hilfe</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>echte Würfel</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>Rolled here</source>
        <extracomment>the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)</extracomment>
        <translation>Hier gewürfelt</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Alle Würfel</translation>
    </message>
    <message>
        <source>This game was played with real dice at the table, typed in.</source>
        <translation>Dieses Spiel wurde mit echten Würfeln am Tisch gespielt und eingetippt.</translation>
    </message>
    <message>
        <source>This game was played online, its dice rolled across computers.</source>
        <translation>Dieses Spiel wurde online gespielt, über mehrere Computer gewürfelt.</translation>
    </message>
    <message>
        <source>{name} used undo or hints in this game.</source>
        <translation>{name} hat in diesem Spiel Rückgängig oder Tipps benutzt.</translation>
    </message>
    <message>
        <source>This game was imported from a history file, not played on this computer.</source>
        <translation>Dieses Spiel wurde aus einer Verlaufsdatei importiert, nicht auf diesem Computer gespielt.</translation>
    </message>
    <message>
        <source>This game was recorded from a file (yachtdice-cli record), not played on this computer.</source>
        <translation>Dieses Spiel wurde aus einer Datei erfasst (yachtdice-cli record), nicht auf diesem Computer gespielt.</translation>
    </message>
    <message>
        <source>No finished games with these rules yet.</source>
        <translation>Noch keine beendeten Spiele mit diesen Regeln.</translation>
    </message>
    <message>
        <source>The history is not available right now.</source>
        <translation>Der Verlauf ist gerade nicht verfügbar.</translation>
    </message>
    <message>
        <source>No games with these rules were played on this computer yet; tick “Include imported and recorded games” to see the others.</source>
        <translation>Mit diesen Regeln wurde auf diesem Computer noch nicht gespielt; kreuze „Importierte und erfasste Spiele einbeziehen“ an, um die anderen zu sehen.</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Only scores without &amp;undo or hints</source>
        <translation>Nur Punkte ohne &amp;Rückgängig oder Tipps</translation>
    </message>
    <message>
        <source>Include &amp;computer players</source>
        <translation>&amp;Computerspieler einbeziehen</translation>
    </message>
    <message>
        <source>Include &amp;imported and recorded games</source>
        <translation>&amp;Importierte und erfasste Spiele einbeziehen</translation>
    </message>
    <message>
        <source>Games not played on this computer: imported from a history file, or recorded from a file. They are marked so in the notes.</source>
        <translation>Spiele, die nicht auf diesem Computer gespielt wurden: aus einer Verlaufsdatei importiert oder aus einer Datei erfasst. Sie sind in den Hinweisen so markiert.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Würfle zuerst; dann kann ein Tipp sagen, was du behalten sollst.</translation>
    </message>
    <message>
        <source>Working out the best play for these rules…</source>
        <translation>Das beste Spiel für diese Regeln wird berechnet…</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>the notes of a game not played here, or played with help</extracomment>
        <translation>mit Hilfe</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>erfasst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>echte Würfel</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <source>{name} {total} (won the tie-break)</source>
        <translation>{name} {total} (hat das Stechen gewonnen)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>No games match these filters. Try all rules, every person, all time or Computers too.</source>
        <translation>Keine Spiele passen zu diesen Filtern. Versuche es mit allen Regeln, allen Personen, dem gesamten Zeitraum oder „Auch Computer“.</translation>
    </message>
    <message numerus="yes">
        <source>Showing {count} game(s): {filters}</source>
        <translation>
            <numerusform>{count} Spiel: {filters}</numerusform>
            <numerusform>{count} Spiele: {filters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {shown} of {count} game(s): {filters}</source>
        <translation>
            <numerusform>Die neuesten {shown} von {count} Spiel: {filters}</numerusform>
            <numerusform>Die neuesten {shown} von {count} Spielen: {filters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game to review.</source>
        <translation>Wähle ein Spiel zum Analysieren.</translation>
    </message>
    <message>
        <source>Review the chosen game&apos;s decisions</source>
        <translation>Die Entscheidungen des gewählten Spiels analysieren</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete the game of {rules} of {when} ({players}) for good?</source>
        <translation>Das Spiel {rules} vom {when} ({players}) endgültig löschen?</translation>
    </message>
    <message>
        <source>Its scores leave High Scores and Statistics; it cannot be brought back.</source>
        <translation>Seine Punkte verschwinden aus Bestenliste und Statistik; es lässt sich nicht zurückholen.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>What each player booked in the chosen game</source>
        <translation>Was jeder Spieler im gewählten Spiel eingetragen hat</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Analysieren…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>The chosen game, turn by turn:</source>
        <translation>Das gewählte Spiel, Zug um Zug:</translation>
    </message>
    <message>
        <source>Save Score Card as &amp;PDF…</source>
        <translation>Spielblock als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Turn {turn}, played by a computer while {name} was away: {booking}</source>
        <translation>Zug {turn}, von einem Computer gespielt, während {name} weg war: {booking}</translation>
    </message>
    <message>
        <source>Turn {turn}: {booking}</source>
        <translation>Zug {turn}: {booking}</translation>
    </message>
    <message>
        <source>This game cannot be shown turn by turn: {why}</source>
        <translation>Dieses Spiel lässt sich nicht Zug um Zug zeigen: {why}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Game</source>
        <translation>Spiel ausrichten</translation>
    </message>
    <message>
        <source>Choose the rules and the seats. Guests join from their own computers with the room code the next window shows.</source>
        <translation>Wähle die Regeln und die Plätze. Gäste treten von ihren eigenen Computern mit dem Raumcode bei, den das nächste Fenster zeigt.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Other &amp;people at this computer:</source>
        <translation>Weitere &amp;Personen an diesem Computer:</translation>
    </message>
    <message>
        <source>&amp;Computers:</source>
        <translation>&amp;Computer:</translation>
    </message>
    <message>
        <source>&amp;Guests (open seats):</source>
        <translation>&amp;Gäste (freie Plätze):</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Ausrichten</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Game</source>
        <extracomment>the host&apos;s address and the room code of a seat the player left with Leave the Game (a language switch): the Join dialog made next offers them again, to take the seat back</extracomment>
        <translation>Spiel beitreten</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>Spiele in diesem Netzwerk:</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>Adresse:Port</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Gastgeber:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Raum&amp;code:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>{host}: {rules}, in progress, at {where}</source>
        <translation>{host}: {rules}, läuft schon, unter {where}</translation>
    </message>
    <message>
        <source>{host}: {rules}, open seats: {open}, at {where}</source>
        <translation>{host}: {rules}, freie Plätze: {open}, unter {where}</translation>
    </message>
    <message>
        <source>The game has begun: only its own guests join it again, each taking back their seat.</source>
        <translation>Das Spiel hat begonnen: Nur seine eigenen Gäste treten wieder bei, jeder auf seinem Platz.</translation>
    </message>
    <message>
        <source>The host plays {rules}.</source>
        <translation>Der Gastgeber spielt {rules}.</translation>
    </message>
    <message>
        <source>give the host as address:port</source>
        <translation>gib den Gastgeber als Adresse:Port an</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>{host} plays {rules}. Waiting for every seat to be taken…</source>
        <translation>{host} spielt {rules}. Warte, bis alle Plätze besetzt sind…</translation>
    </message>
    <message>
        <source>the connection to the host is gone: join again</source>
        <translation>die Verbindung zum Gastgeber ist weg: tritt erneut bei</translation>
    </message>
    <message>
        <source>Yacht Dice – {host}&apos;s game</source>
        <translation>Yacht Dice – Spiel von {host}</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>Spiel verlassen</translation>
    </message>
    <message>
        <source>Leave the game? The game with {names} is not over.</source>
        <translation>Das Spiel verlassen? Das Spiel mit {names} ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>Your seat is kept: Join a Game takes it back with the same room code.</source>
        <translation>Dein Platz bleibt dir erhalten: Spiel beitreten holt ihn mit demselben Raumcode zurück.</translation>
    </message>
    <message>
        <source>&amp;Leave the Game</source>
        <translation>Spiel &amp;verlassen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>LetterFaces</name>
    <message>
        <source>the wild face, worth {value}</source>
        <translation>die Jokerseite, {value} wert</translation>
    </message>
    <message>
        <source>letter {letter}, worth {value}</source>
        <translation>Buchstabe {letter}, {value} wert</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Hosting a Game</source>
        <extracomment>the room closed with the lobby</extracomment>
        <translation>Spiel ausrichten</translation>
    </message>
    <message>
        <source>The game goes on where it was; the guests take their seats again with the same room code.</source>
        <translation>Das Spiel geht weiter, wo es war; die Gäste nehmen ihre Plätze mit demselben Raumcode wieder ein.</translation>
    </message>
    <message>
        <source>Tell the others this room code:</source>
        <translation>Sag den anderen diesen Raumcode:</translation>
    </message>
    <message>
        <source>Guests on this network find the room in Join a Game; guests elsewhere type {address}.</source>
        <translation>Gäste in diesem Netzwerk finden den Raum unter Spiel beitreten; Gäste anderswo geben {address} ein.</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Plätze:</translation>
    </message>
    <message>
        <source>What the room says:</source>
        <translation>Was der Raum meldet:</translation>
    </message>
    <message>
        <source>&amp;Start (computers take the open seats)</source>
        <translation>&amp;Starten (Computer nehmen die freien Plätze)</translation>
    </message>
    <message>
        <source>{name} (away: a computer plays)</source>
        <translation>{name} (weg: ein Computer spielt)</translation>
    </message>
    <message>
        <source>Let a &amp;computer play for {name} until they are back, at:</source>
        <translation>Einen &amp;Computer für {name} spielen lassen, bis sie oder er zurück ist, auf:</translation>
    </message>
    <message>
        <source>{name} is away: the room&apos;s window can let a computer play for them.</source>
        <translation>{name} ist weg: Im Fenster des Raums kann ein Computer an diesem Platz spielen.</translation>
    </message>
    <message>
        <source>Yacht Dice – hosting {code}</source>
        <translation>Yacht Dice – Gastgeber von {code}</translation>
    </message>
    <message>
        <source>Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this room again, and the guests join with the same room code.</source>
        <translation>Alle Gäste werden getrennt. Das Spiel bleibt erhalten: Spiel ▸ Offene Spiele öffnet diesen Raum wieder, und die Gäste treten mit demselben Raumcode bei.</translation>
    </message>
    <message>
        <source>Every guest is disconnected, and the game cannot be resumed: this computer&apos;s history is not open.</source>
        <translation>Alle Gäste werden getrennt, und das Spiel kann nicht fortgesetzt werden: Der Verlauf dieses Computers ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Close the Room</source>
        <translation>Raum schließen</translation>
    </message>
    <message>
        <source>Close the room? The game with {names} is not over.</source>
        <translation>Den Raum schließen? Das Spiel mit {names} ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>&amp;Close the Room</source>
        <translation>Raum &amp;schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>Look back: what the dice could make</source>
        <translation>Rückblick: was die Würfel hergegeben hätten</translation>
    </message>
    <message>
        <source>Whose card</source>
        <translation>Wessen Block</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Eingetragen</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Größte</translation>
    </message>
    <message>
        <source>Each box: the number written and the greatest possible</source>
        <translation>Jedes Feld: die eingetragene Zahl und die größtmögliche</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>In Worten</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>keine (X)</translation>
    </message>
    <message>
        <source>{number} misread</source>
        <translation>{number} falsch gelesen</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): no number these dice made fitted this box.</source>
        <extracomment>what the look back says of a box: what was written (a number, misread, or X) and how it compares with the greatest these dice could make there (the same, greater, or none)</extracomment>
        <translation>{name} hat {number} ({words}) eingetragen: keine Zahl aus diesen Würfeln passte in das Feld.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice.</source>
        <translation>{name} hat {number} ({words}) eingetragen: die größtmögliche mit diesen Würfeln.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} hat {number} ({words}) eingetragen: die größtmögliche mit diesen Würfeln war {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: no number these dice made fitted this box.</source>
        <translation>{name} hat {number} ({words}) eingetragen und falsch gelesen: keine Zahl aus diesen Würfeln passte in das Feld.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice.</source>
        <translation>{name} hat {number} ({words}) eingetragen und falsch gelesen: die größtmögliche mit diesen Würfeln.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} hat {number} ({words}) eingetragen und falsch gelesen: die größtmögliche mit diesen Würfeln war {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote X: no number these dice made fitted this box.</source>
        <translation>{name} hat X eingetragen: keine Zahl aus diesen Würfeln passte in das Feld.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice.</source>
        <translation>{name} hat X eingetragen: die größtmögliche mit diesen Würfeln.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} hat X eingetragen: die größtmögliche mit diesen Würfeln war {best} ({best_words}).</translation>
    </message>
</context>
<context>
    <name>LookupDialog</name>
    <message>
        <source>Look Up a Word</source>
        <translation>Wort nachschlagen</translation>
    </message>
    <message>
        <source>Is it a word in this game? Type one word:</source>
        <translation>Ist es ein Wort in diesem Spiel? Gib ein Wort ein:</translation>
    </message>
    <message>
        <source>Word to look up</source>
        <translation>Nachzuschlagendes Wort</translation>
    </message>
    <message>
        <source>&amp;Look Up</source>
        <translation>&amp;Nachschlagen</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is on: offensive words are refused.</source>
        <translation>Das Wörterbuch: englische Standardwörter in amerikanischer und britischer Schreibweise, ohne Abkürzungen, Eigennamen, Slang und Fremdwörter. Der Familienfilter ist an: anstößige Wörter werden abgelehnt.</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is off: people may play offensive words; computers never do.</source>
        <translation>Das Wörterbuch: englische Standardwörter in amerikanischer und britischer Schreibweise, ohne Abkürzungen, Eigennamen, Slang und Fremdwörter. Der Familienfilter ist aus: Menschen dürfen anstößige Wörter spielen, Computer tun es nie.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{app} — {rules}</source>
        <translation>{app} — {rules}</translation>
    </message>
    <message>
        <source>{minutes}:{seconds} left this turn</source>
        <translation>Noch {minutes}:{seconds} für diesen Zug</translation>
    </message>
    <message>
        <source>Not saving: {problem}</source>
        <translation>Es wird nicht gespeichert: {problem}</translation>
    </message>
    <message>
        <source>{rules} has no review.</source>
        <translation>{rules} hat keine Analyse.</translation>
    </message>
    <message>
        <source>Working out the best play for {rules} to review the game…</source>
        <translation>Das beste Spiel für {rules} wird berechnet, um das Spiel zu analysieren…</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Regeln — {rules}</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Über {app}</translation>
    </message>
    <message>
        <source>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Place Value Yahtzee and your own house rules, scored exactly. MIT licence.</source>
        <translation>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Stellenwert-Kniffel und deine eigenen Hausregeln, exakt gezählt. MIT-Lizenz.</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>The best move and the next two, from the strategy engine (H). Using it marks the game as assisted.</source>
        <translation>Der beste Zug und die beiden nächsten, von der Strategie-Engine (H). Wer ihn nutzt, markiert das Spiel als unterstützt.</translation>
    </message>
    <message>
        <source>Hurry (Space)</source>
        <translation>Beeilen (Leertaste)</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>the largest window icon handed to X11 (px). There Qt decodes every size of the window&apos;s icon at show() and copies each into the window&apos;s _NET_WM_ICON for the window manager, taskbars and docks, which draw a window&apos;s icon at 16 to 128 px, a zooming dock&apos;s at up to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start&apos;s CPU for no picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at 2x, in place of each size: the same picture with or without the 512 px size.)</extracomment>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Time left this turn</source>
        <translation>Restzeit für diesen Zug</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>commands the program adds to the Game menu after Unfinished Games, each its text and what it runs with the window&apos;s commands and the window (Host a Game… and Join a Game…, which live above the table: yachtdice.ui.online.install) when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window is made and each time its Game menu opens (Online Room… while a room is open); one not named here always is a shortcut: the keys as Qt writes them (&quot;Ctrl+H&quot;, &quot;F5&quot;), or ``&quot;standard:&quot;`` and the name of one of Qt&apos;s standard keys (``QKeySequence.StandardKey``: the desktop&apos;s own keys for it)</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>the menu bar&apos;s menus, left to right</extracomment>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <source>Un&amp;finished Games…</source>
        <translation>&amp;Offene Spiele…</translation>
    </message>
    <message>
        <source>&amp;High Scores…</source>
        <translation>&amp;Bestenliste…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>House &amp;Rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <source>&amp;Print Score Card…</source>
        <translation>Spielblock &amp;drucken…</translation>
    </message>
    <message>
        <source>Save Score Card as P&amp;DF…</source>
        <translation>Spielblock als P&amp;DF speichern…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>&amp;Klassenzimmer</translation>
    </message>
    <message>
        <source>The table for the front of a room: the card, the dice and whose turn it is, as large as the window allows (F5)</source>
        <translation>Der Spieltisch zum Zeigen vor der Klasse: Block, Würfel und wer am Zug ist, so groß, wie das Fenster erlaubt (F5)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>The game could not be reviewed</source>
        <translation>Das Spiel konnte nicht analysiert werden</translation>
    </message>
    <message>
        <source>Statistics need the history, which cannot be opened.</source>
        <extracomment>the (seat, turn) pairs of a stored game a computer played for an away player (across computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and reviews it: both mark those turns the dialog opened last, and the end-of-game dialog (for the window&apos;s tests)</extracomment>
        <translation>Die Statistik braucht den Verlauf, der sich nicht öffnen lässt.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Desktop Language</source>
        <extracomment>the choice that follows the desktop (stored as no setting)</extracomment>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>H&amp;ost a Game…</source>
        <translation>Spiel &amp;ausrichten…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>Spiel bei&amp;treten…</translation>
    </message>
    <message>
        <source>Online Roo&amp;m…</source>
        <translation>Online-Ra&amp;um…</translation>
    </message>
</context>
<context>
    <name>Maxi Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three Pairs</source>
        <translation>Drei Paare</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Fünferpasch</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Full Straight</source>
        <translation>Ganze Straße</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>score {box}</source>
        <translation>{box} eintragen</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>{dice} behalten</translation>
    </message>
    <message>
        <source>reroll all</source>
        <translation>alle neu würfeln</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <extracomment>the setup&apos;s key for a game of real dice at the table, typed in (any game, any rules)</extracomment>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <source>Player {number} is a</source>
        <translation>Spieler {number} ist</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(entfernt)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Diesen Spieler entfernen</translation>
    </message>
    <message>
        <source>Restore this player</source>
        <translation>Diesen Spieler zurückholen</translation>
    </message>
    <message>
        <source>Player {number}: {reason}.</source>
        <translation>Spieler {number}: {reason}.</translation>
    </message>
    <message>
        <source>Other rules are already saved as &apos;{id}&apos; ({old}). Replace them with the file&apos;s {new}?</source>
        <translation>Andere Regeln sind bereits als &apos;{id}&apos; ({old}) gespeichert. Durch {new} aus der Datei ersetzen?</translation>
    </message>
    <message>
        <source>Keep Both saves the file&apos;s rules as &apos;{id}&apos;. Games already played keep their exact rules either way.</source>
        <translation>Beide behalten speichert die Regeln der Datei als &apos;{id}&apos;. Bereits gespielte Spiele behalten in jedem Fall ihre genauen Regeln.</translation>
    </message>
    <message>
        <source>{rules} is saved as &apos;{id}&apos; and chosen.</source>
        <translation>{rules} ist als &apos;{id}&apos; gespeichert und gewählt.</translation>
    </message>
    <message>
        <source>{rules} could not be saved: {reason}.</source>
        <translation>{rules} konnte nicht gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>{rules} is deleted.</source>
        <translation>{rules} ist gelöscht.</translation>
    </message>
    <message>
        <source>Delete {rules}?</source>
        <translation>{rules} löschen?</translation>
    </message>
    <message>
        <source>With real dice every player is a person at the table: make player {number} a person.</source>
        <translation>Mit echten Würfeln ist jeder Spieler eine Person am Tisch: mache Spieler {number} zu einer Person.</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>the computer level last chosen in each game, by the game&apos;s id: switching games and back (in this dialog, or the next time it opens) gives it back</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>Ne&amp;u…</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a rules file of any kind of game, such as a teacher&apos;s own Place Value card: it is checked, saved and listed here from then on.</source>
        <translation>Öffne eine Regeldatei für jede Art von Spiel, etwa den eigenen Stellenwert-Block einer Lehrkraft: Sie wird geprüft, gespeichert und ab dann hier aufgeführt.</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <extracomment>each game&apos;s own options (a timer, a teacher&apos;s rule) by its id, shown with its rules</extracomment>
        <translation>Spieler &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Players (1 to 8):</source>
        <translation>Spieler (1 bis 8):</translation>
    </message>
    <message>
        <source>Real dice at the &amp;table: type in what they show</source>
        <translation>Echte Würfel am &amp;Tisch: eingeben, was sie zeigen</translation>
    </message>
    <message>
        <source>Throw your own dice and type or click what they show; the card scores them, with hints, undo and the review, and the game is kept as one of real dice.</source>
        <translation>Würfelt mit euren eigenen Würfeln und tippt oder klickt, was sie zeigen; der Block zählt die Punkte, mit Tipps, Rückgängig und Auswertung, und das Spiel wird als Spiel mit echten Würfeln gespeichert.</translation>
    </message>
    <message>
        <source>Delete these saved rules; games already played with them keep them.</source>
        <translation>Diese gespeicherten Regeln löschen; bereits damit gespielte Spiele behalten sie.</translation>
    </message>
    <message>
        <source>Built-in rules cannot be deleted.</source>
        <translation>Eingebaute Regeln lassen sich nicht löschen.</translation>
    </message>
    <message>
        <source>Open Rules File</source>
        <translation>Regeldatei öffnen</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regeldateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>&amp;Beide behalten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Nothing was opened.</source>
        <translation>Nichts wurde geöffnet.</translation>
    </message>
    <message>
        <source>Delete Rules</source>
        <translation>Regeln löschen</translation>
    </message>
    <message>
        <source>Games already played with them keep their exact rules in the history.</source>
        <translation>Bereits damit gespielte Spiele behalten im Verlauf ihre genauen Regeln.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{value}%</source>
        <extracomment>a share in per cent: the languages of Scandinavia, Germany and France put a space before the sign</extracomment>
        <translation>{value}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>OnlineComputers</name>
    <message>
        <source>The computer plays as {level} until its strategy is ready.</source>
        <translation>Der Computer spielt als {level}, bis seine Strategie bereit ist.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>An online game goes on until its end: host or join another from the Game menu of the main window.</source>
        <translation>Ein Spiel über das Netz geht bis zu seinem Ende: richte ein anderes aus oder tritt einem bei, im Menü Spiel des Hauptfensters.</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers.</source>
        <translation>Rückgängig gibt es in einem Spiel zwischen Computern nicht.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>{name} (here)</source>
        <translation>{name} (hier)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>freier Platz</translation>
    </message>
    <message>
        <source>{name} (at the host)</source>
        <translation>{name} (beim Gastgeber)</translation>
    </message>
    <message>
        <source>{name} (connected)</source>
        <translation>{name} (verbunden)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (weg)</translation>
    </message>
    <message>
        <source>The dice are being verified…</source>
        <extracomment>the room&apos;s own title (&quot;Yacht Dice – Ann&apos;s game&quot;), kept when the game starts on the table (the table titles its window by the rules)</extracomment>
        <translation>Die Würfel werden geprüft…</translation>
    </message>
</context>
<context>
    <name>Pip dice</name>
    <message>
        <source>a pip-dice claim is a box id</source>
        <translation>ein Eintrag im Würfelspiel ist die ID eines Feldes</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} hat kein Feld {box}</translation>
    </message>
    <message>
        <source>{box} is already filled</source>
        <translation>{box} ist schon eingetragen</translation>
    </message>
</context>
<context>
    <name>Pip score card</name>
    <message>
        <source>Upper section</source>
        <translation>Oberer Teil</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Unterer Teil</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{points} points when the upper sum is {threshold} or more.</source>
        <translation>{points} Punkte, wenn die Summe oben {threshold} oder mehr ist.</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Gesamt oben</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Summe unten</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-Bonus</translation>
    </message>
    <message>
        <source>{points} points for each further {box}: tick it here.</source>
        <translation>{points} Punkte für jeden weiteren {box}: hier ankreuzen.</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus für Gleiche</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s)</source>
        <translation>
            <numerusform>Zählt {points} Punkt</numerusform>
            <numerusform>Zählt {points} Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Total of all dice</source>
        <translation>Summe aller Würfel</translation>
    </message>
    <message>
        <source>Add only the dice showing {face}</source>
        <translation>Nur die Würfel mit {face} zählen</translation>
    </message>
    <message>
        <source>Add the dice that make it</source>
        <translation>Die Würfel dafür zählen</translation>
    </message>
    <message>
        <source>Scores {points} at {threshold} or more</source>
        <translation>Gibt {points} ab {threshold}</translation>
    </message>
    <message>
        <source>{points} points for each further roll of all the same face: tick it here.</source>
        <translation>{points} Punkte für jeden weiteren Wurf, in dem alle Würfel dasselbe zeigen: hier ankreuzen.</translation>
    </message>
</context>
<context>
    <name>PipCard</name>
    <message>
        <source>Upper section</source>
        <translation>Oberer Teil</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Unterer Teil</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Gesamt oben</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Gesamt unten</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-Bonus</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus für Gleiche</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Endsumme</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} Punkt eingetragen. {rule}</numerusform>
            <numerusform>{box}: {points} Punkte eingetragen. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player}: {points} scored</source>
        <translation>
            <numerusform>{box}, {player}: {points} Punkt eingetragen</numerusform>
            <numerusform>{box}, {player}: {points} Punkte eingetragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {reason}</source>
        <translation>{box}: jetzt nicht erlaubt. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: jetzt nicht erlaubt. {reason}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now. {rule}</source>
        <translation>{box}: {points}, wenn du jetzt einträgst. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now</source>
        <translation>{box}, {player}: {points}, wenn du jetzt einträgst</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now (joker). {rule}</source>
        <translation>{box}: {points}, wenn du jetzt einträgst (Joker). {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now (joker)</source>
        <translation>{box}, {player}: {points}, wenn du jetzt einträgst (Joker)</translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: frei. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: frei</translation>
    </message>
    <message>
        <source>The upper boxes added up.</source>
        <translation>Die oberen Felder zusammengezählt.</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summe oben plus Bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Die unteren Felder zusammengezählt.</translation>
    </message>
    <message>
        <source>{count} × {points} for further {box} rolls.</source>
        <translation>{count} × {points} für weitere {box}-Würfe.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alles zusammengezählt.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {sum} of {threshold}</source>
        <translation>{row}, {player}, {sum} von {threshold}</translation>
    </message>
    <message>
        <source>{row}, {player}, out of reach</source>
        <translation>{row}, {player}, außer Reichweite</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, noch nichts</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} Punkt, wenn die Summe oben {threshold} erreicht.</numerusform>
            <numerusform>{points} Punkte, wenn die Summe oben {threshold} erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) ahead of the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Das ist {points} Punkt über dem Soll eines gleichen Anteils je Augenzahl.</numerusform>
            <numerusform>{tip} Das sind {points} Punkte über dem Soll eines gleichen Anteils je Augenzahl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) behind the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Das ist {points} Punkt unter dem Soll eines gleichen Anteils je Augenzahl.</numerusform>
            <numerusform>{tip} Das sind {points} Punkte unter dem Soll eines gleichen Anteils je Augenzahl.</numerusform>
        </translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>außer Reichweite</translation>
    </message>
    <message>
        <source>{tip} Out of reach: {sum} so far, and the open upper boxes can add at most {possible}.</source>
        <translation>{tip} Außer Reichweite: bisher {sum}, und die freien oberen Felder bringen höchstens {possible}.</translation>
    </message>
    <message>
        <source>{tip} {sum} so far; {needed} still needed.</source>
        <translation>{tip} Bisher {sum}; es fehlen noch {needed}.</translation>
    </message>
    <message>
        <source>{tip} That is exactly on the pace of an equal share for each face.</source>
        <translation>{tip} Das liegt genau im Soll eines gleichen Anteils je Augenzahl.</translation>
    </message>
</context>
<context>
    <name>PipComputers</name>
    <message>
        <source>Preparing the Expert for {rules}: it plays as soon as its strategy is ready.</source>
        <translation>Der Experte für {rules} wird vorbereitet: Er spielt, sobald seine Strategie fertig ist.</translation>
    </message>
</context>
<context>
    <name>PipGame</name>
    <message>
        <source>Equal totals were decided by the upper section, as these rules say.</source>
        <translation>Gleiche Endsummen wurden durch den oberen Teil entschieden, wie es diese Regeln vorsehen.</translation>
    </message>
</context>
<context>
    <name>PipHints</name>
    <message>
        <source>Hint: {move} (expected final score {score}).</source>
        <translation>Tipp: {move} (erwartete Endsumme {score}).</translation>
    </message>
    <message>
        <source>Hint: {move} (expected final score {score}); then {others}.</source>
        <translation>Tipp: {move} (erwartete Endsumme {score}); danach {others}.</translation>
    </message>
    <message>
        <source>{move} ({less} less)</source>
        <translation>{move} ({less} weniger)</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <source>{hint} (Approximate: these rules are too large to solve.)</source>
        <translation>{hint} (Näherungsweise: Diese Regeln sind zu groß, um sie zu lösen.)</translation>
    </message>
</context>
<context>
    <name>PipReview</name>
    <message>
        <source>{dice} ({left} left)</source>
        <translation>{dice} (noch {left})</translation>
    </message>
    <message>
        <source>Expected final score: {best:.1f} with the best move, {yours:.1f} with yours (points still to come).</source>
        <translation>Erwartete Endsumme: {best:.1f} mit dem besten Zug, {yours:.1f} mit deinem (noch kommende Punkte).</translation>
    </message>
    <message>
        <source>No decisions to review for this player.</source>
        <translation>Keine Entscheidungen dieses Spielers zu analysieren.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best.</source>
        <translation>Perfektes Spiel: deine einzige Entscheidung war die beste.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfektes Spiel: deine einzige Entscheidung war die beste (näherungsweise: diese Regeln sind zu groß, um sie zu lösen).</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best.</source>
        <translation>Perfektes Spiel: jede der {count} Entscheidungen war die beste.</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfektes Spiel: jede der {count} Entscheidungen war die beste (näherungsweise: diese Regeln sind zu groß, um sie zu lösen).</translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all. The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} Entscheidung; insgesamt {total:.1f} erwartete Punkte verschenkt. Die teuerste Entscheidung war in Zug {turn} ({loss:.1f} Punkte).</numerusform>
            <numerusform>{count} Entscheidungen; insgesamt {total:.1f} erwartete Punkte verschenkt. Die teuerste Entscheidung war in Zug {turn} ({loss:.1f} Punkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all (approximate: these rules are too large to solve). The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} Entscheidung; insgesamt {total:.1f} erwartete Punkte verschenkt (näherungsweise: diese Regeln sind zu groß, um sie zu lösen). Die teuerste Entscheidung war in Zug {turn} ({loss:.1f} Punkte).</numerusform>
            <numerusform>{count} Entscheidungen; insgesamt {total:.1f} erwartete Punkte verschenkt (näherungsweise: diese Regeln sind zu groß, um sie zu lösen). Die teuerste Entscheidung war in Zug {turn} ({loss:.1f} Punkte).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Am besten</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Verschenkt</translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>verschenkte erwartete Punkte</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>verschenkte Punkte</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} expected points given away</source>
        <translation>Spiel {game}: {value:.1f} erwartete Punkte verschenkt</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Entscheidungsqualität</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>Die teuersten Entscheidungen:</translation>
    </message>
</context>
<context>
    <name>Place Value boxes</name>
    <message>
        <source>Number with 3 in the hundreds place</source>
        <translation>Zahl mit 3 an der Stelle der Hunderter</translation>
    </message>
    <message>
        <source>Number with 5 in the ones place</source>
        <translation>Zahl mit 5 an der Stelle der Einer</translation>
    </message>
    <message>
        <source>Number with 2 in the tens place</source>
        <translation>Zahl mit 2 an der Stelle der Zehner</translation>
    </message>
    <message>
        <source>Number with 6 in the thousands place</source>
        <translation>Zahl mit 6 an der Stelle der Tausender</translation>
    </message>
    <message>
        <source>Number whose thousands and ones digits add up to 9</source>
        <translation>Zahl, deren Tausender- und Einerziffer zusammen 9 ergeben</translation>
    </message>
    <message>
        <source>Number whose digits add up to 13</source>
        <translation>Zahl mit der Quersumme 13</translation>
    </message>
    <message>
        <source>Number with two of the same digit</source>
        <translation>Zahl mit zwei gleichen Ziffern</translation>
    </message>
    <message>
        <source>Number with three of the same digit</source>
        <translation>Zahl mit drei gleichen Ziffern</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Hier darf jede Zahl stehen</translation>
    </message>
</context>
<context>
    <name>Place Value help</name>
    <message>
        <source>Arrange the dice into a number (click them or type it), then pick a box.</source>
        <translation>Leg die Würfel zu einer Zahl (klick sie an oder tipp sie ein) und wähle dann ein Feld.</translation>
    </message>
</context>
<context>
    <name>Place Value places</name>
    <message>
        <source>ten millions</source>
        <extracomment>The most orders the dice can fall in (sides ** dice) that a card may have: the computer players and hints weigh every one when a game starts, about 15-18 microseconds each off the GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice took 25 s and 6 ten-sided 18.5 s and 204 MB). the largest number a card file may give (a digit, a sum, a value to round to): far more than any card of these dice can use, small enough for every message to show place names by power of ten (translated by the window: &quot;Place Value places&quot;)</extracomment>
        <translation>Zehnmillionen</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>Hunderttausender</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>Zehntausender</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>Tausender</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>Hunderter</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>Einer</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>Zehntel</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>Hundertstel</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>Tausendstel</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>Zehntausendstel</translation>
    </message>
    <message>
        <source>ten million</source>
        <extracomment>what a number is rounded to, by power of ten (&quot;to the nearest ten&quot;)</extracomment>
        <translation>Zehnmillionen</translation>
    </message>
    <message>
        <source>million</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>hundred thousand</source>
        <translation>Hunderttausender</translation>
    </message>
    <message>
        <source>ten thousand</source>
        <translation>Zehntausender</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>Tausender</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>Hunderter</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>Ganze</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>Zehntel</translation>
    </message>
    <message>
        <source>hundredth</source>
        <translation>Hundertstel</translation>
    </message>
    <message>
        <source>thousandth</source>
        <translation>Tausendstel</translation>
    </message>
    <message>
        <source>ten thousandth</source>
        <translation>Zehntausendstel</translation>
    </message>
</context>
<context>
    <name>Place Value rules</name>
    <message>
        <source>the box &apos;{box}&apos; is already filled</source>
        <translation>das Feld „{box}“ ist schon ausgefüllt</translation>
    </message>
    <message>
        <source>the teacher&apos;s rule is on: the teacher marks whether the number was read aloud right</source>
        <translation>die Lehrerregel gilt: die Lehrkraft markiert, ob die Zahl richtig vorgelesen wurde</translation>
    </message>
    <message>
        <source>Number with {digit} in the {place} place</source>
        <translation>Zahl mit {digit} an der Stelle der {place}</translation>
    </message>
    <message>
        <source>{number} has {got}, not {digit}, in the {place} place</source>
        <translation>{number} hat {got}, nicht {digit}, an der Stelle der {place}</translation>
    </message>
    <message>
        <source>Number whose {places} digits add up to {total}</source>
        <translation>Zahl, deren Ziffern der {places} zusammen {total} ergeben</translation>
    </message>
    <message>
        <source>the {places} digits of {number} add up to {got}, not {total}</source>
        <translation>die Ziffern der {places} von {number} ergeben {got}, nicht {total}</translation>
    </message>
    <message>
        <source>Number whose digits add up to {total}</source>
        <translation>Zahl mit der Quersumme {total}</translation>
    </message>
    <message>
        <source>the digits of {number} add up to {got}, not {total}</source>
        <translation>die Quersumme von {number} ist {got}, nicht {total}</translation>
    </message>
    <message>
        <source>Number with {count} of the same digit</source>
        <translation>Zahl mit {count} gleichen Ziffern</translation>
    </message>
    <message>
        <source>{number} does not have {count} of the same digit</source>
        <translation>{number} hat keine {count} gleichen Ziffern</translation>
    </message>
    <message>
        <source>WILD! Any number</source>
        <translation>JOKER! Jede beliebige Zahl</translation>
    </message>
    <message>
        <source>Even number</source>
        <translation>Gerade Zahl</translation>
    </message>
    <message>
        <source>Odd number</source>
        <translation>Ungerade Zahl</translation>
    </message>
    <message>
        <source>{number} is odd: its ones digit is {got}</source>
        <translation>{number} ist ungerade: die Einerziffer ist {got}</translation>
    </message>
    <message>
        <source>{number} is even: its ones digit is {got}</source>
        <translation>{number} ist gerade: die Einerziffer ist {got}</translation>
    </message>
    <message>
        <source>Number that rounds to {value} to the nearest {unit}</source>
        <translation>Zahl, die auf {unit} gerundet {value} ergibt</translation>
    </message>
    <message>
        <source>{number} rounds to {got}, not {value}, to the nearest {unit}</source>
        <translation>{number} ergibt auf {unit} gerundet {got}, nicht {value}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>places in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: write only digits (and a point for decimals), thousands without separators</source>
        <translation>„{text}“ ist keine Zahl: schreib nur Ziffern (und ein Dezimalzeichen für Dezimalen), Tausender ohne Trennzeichen</translation>
    </message>
    <message>
        <source>{text} has a decimal point; these numbers are whole</source>
        <translation>{text} hat ein Dezimalzeichen; diese Zahlen sind ganze Zahlen</translation>
    </message>
    <message numerus="yes">
        <source>{text} has {got} digit(s) after the point; these numbers have {decimals} (down to the {place})</source>
        <translation>
            <numerusform>{text} hat {got} Nachkommastelle; diese Zahlen haben {decimals} (bis zu den {place})</numerusform>
            <numerusform>{text} hat {got} Nachkommastellen; diese Zahlen haben {decimals} (bis zu den {place})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} has {got} digit(s); every number here has {dice}, one per die</source>
        <translation>
            <numerusform>{number} hat {got} Ziffer; jede Zahl hier hat {dice}, eine pro Würfel</numerusform>
            <numerusform>{number} hat {got} Ziffern; jede Zahl hier hat {dice}, eine pro Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} must have {decimals} digit(s) after the point</source>
        <translation>
            <numerusform>{number} muss {decimals} Nachkommastelle haben</numerusform>
            <numerusform>{number} muss {decimals} Nachkommastellen haben</numerusform>
        </translation>
    </message>
    <message>
        <source>the digits of {number} are not the dice {dice}: every die is used once, as one digit</source>
        <translation>die Ziffern von {number} sind nicht die Würfel {dice}: jeder Würfel wird einmal verwendet, als eine Ziffer</translation>
    </message>
    <message>
        <source>{number} has the digit {digit}, which no die shows</source>
        <translation>{number} hat die Ziffer {digit}, die kein Würfel zeigt</translation>
    </message>
    <message>
        <source>{number} starts with 0; a number never starts with 0</source>
        <translation>{number} beginnt mit 0; eine Zahl beginnt nie mit 0</translation>
    </message>
</context>
<context>
    <name>Place Value rules help</name>
    <message>
        <source>{count} six-sided dice (1 to 6).</source>
        <translation>{count} sechsseitige Würfel (1 bis 6).</translation>
    </message>
    <message>
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0.</source>
        <translation>{count} zehnseitige Würfel (0 bis 9); eine Zahl beginnt nie mit 0.</translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} sechsseitige Würfel (1 bis 6); die Zahlen haben {decimals} Nachkommastelle.</numerusform>
            <numerusform>{count} sechsseitige Würfel (1 bis 6); die Zahlen haben {decimals} Nachkommastellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} zehnseitige Würfel (0 bis 9); eine Zahl beginnt nie mit 0; die Zahlen haben {decimals} Nachkommastelle.</numerusform>
            <numerusform>{count} zehnseitige Würfel (0 bis 9); eine Zahl beginnt nie mit 0; die Zahlen haben {decimals} Nachkommastellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll all the dice once.</source>
        <translation>Würfle einmal mit allen Würfeln.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others once more, or stop.</source>
        <translation>Würfle mit allen Würfeln; behalte beliebige und würfle die anderen noch einmal, oder hör auf.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others again, up to {rolls} rolls in all, or stop.</source>
        <translation>Würfle mit allen Würfeln; behalte beliebige und würfle die anderen erneut, bis zu {rolls} Würfe insgesamt, oder hör auf.</translation>
    </message>
    <message>
        <source>Then arrange all the dice into one number, each die one digit, and write it in an open box whose condition it meets; or write an X in any open box. A box is filled once.</source>
        <translation>Leg dann alle Würfel zu einer Zahl, jeder Würfel eine Ziffer, und trag sie in ein freies Feld ein, dessen Bedingung sie erfüllt; oder trag ein X in ein beliebiges freies Feld ein. Jedes Feld wird einmal ausgefüllt.</translation>
    </message>
    <message>
        <source>At the end, each box&apos;s point goes to everyone who wrote its greatest number (an X counts as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is rolled off, the greatest number made from one more roll winning.</source>
        <translation>Am Ende bekommen alle, die in ein Feld die größte Zahl geschrieben haben, dessen Punkt (ein X zählt als 0; wo alle X geschrieben haben, bekommen alle den Punkt). Die meisten Punkte gewinnen; bei Gleichstand wird ausgewürfelt: die größte Zahl aus einem weiteren Wurf gewinnt.</translation>
    </message>
    <message>
        <source>Teacher&apos;s rule: read the number aloud before it is written; the teacher marks it right (R) or wrong (W). A misread number wins no point.</source>
        <translation>Lehrerregel: lies die Zahl vor, bevor sie eingetragen wird; die Lehrkraft markiert sie als richtig (R) oder falsch (W). Eine falsch gelesene Zahl bringt keinen Punkt.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Die Felder</translation>
    </message>
    <message>
        <source>a number with {digit} in the {place} place</source>
        <extracomment>a box&apos;s condition after its name (&quot;Fours: a number with 4 in the ones place&quot;)</extracomment>
        <translation>eine Zahl mit {digit} an der Stelle der {place}</translation>
    </message>
    <message>
        <source>a number whose {places} digits add up to {total}</source>
        <translation>eine Zahl, deren Ziffern der {places} zusammen {total} ergeben</translation>
    </message>
    <message>
        <source>a number whose digits add up to {total}</source>
        <translation>eine Zahl mit der Quersumme {total}</translation>
    </message>
    <message>
        <source>a number with {count} of the same digit</source>
        <translation>eine Zahl mit {count} gleichen Ziffern</translation>
    </message>
    <message>
        <source>a number that rounds to {value} to the nearest {unit}</source>
        <translation>eine Zahl, die auf {unit} gerundet {value} ergibt</translation>
    </message>
    <message>
        <source>{label}: {meaning}</source>
        <translation>{label}: {meaning}</translation>
    </message>
</context>
<context>
    <name>Place Value score card</name>
    <message>
        <source>Place Value Yahtzee Score Card</source>
        <translation>Stellenwert-Kniffel-Block</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s column heading, for a pupil to write their name in</extracomment>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Points (boxes won)</source>
        <translation>Punkte (gewonnene Felder)</translation>
    </message>
    <message>
        <source>misread: no point</source>
        <translation>falsch gelesen: kein Punkt</translation>
    </message>
    <message>
        <source>Write a {digits}-digit number or an X in each box.</source>
        <translation>Schreib in jedes Feld eine Zahl mit {digits} Ziffern oder ein X.</translation>
    </message>
    <message>
        <source>Write a number with one digit before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Schreib in jedes Feld eine Zahl mit einer Ziffer vor dem Komma und {decimals} danach, oder ein X.</translation>
    </message>
    <message>
        <source>Write a number with {whole} digits before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Schreib in jedes Feld eine Zahl mit {whole} Ziffern vor dem Komma und {decimals} danach, oder ein X.</translation>
    </message>
    <message>
        <source>If no number you can make fits an open box, write an X in any open box.</source>
        <translation>Passt keine Zahl, die du legen kannst, in ein freies Feld, schreib ein X in ein beliebiges freies Feld.</translation>
    </message>
    <message>
        <source>At the end, compare the numbers in each box: the greatest number is circled and wins a point, and equal greatest numbers each win one. An X counts as 0.</source>
        <translation>Am Ende vergleicht ihr die Zahlen in jedem Feld: die größte Zahl wird eingekreist und bringt einen Punkt, gleich große größte Zahlen bringen je einen. Ein X zählt als 0.</translation>
    </message>
    <message>
        <source>Read your number aloud: a number read wrongly wins no point.</source>
        <translation>Lies deine Zahl vor: eine falsch gelesene Zahl bringt keinen Punkt.</translation>
    </message>
    <message>
        <source>The most points wins. Pupils tied for the most roll once more: the greatest number made from that roll wins.</source>
        <translation>Die meisten Punkte gewinnen. Bei Gleichstand würfeln die Kinder noch einmal: die größte Zahl aus diesem Wurf gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} gewinnt mit {points} Punkt.</numerusform>
            <numerusform>{name} gewinnt mit {points} Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} have {points} point(s) each; {winner} wins the roll-off and the game.</source>
        <translation>
            <numerusform>{names} haben je {points} Punkt; {winner} gewinnt das Stechen und das Spiel.</numerusform>
            <numerusform>{names} haben je {points} Punkte; {winner} gewinnt das Stechen und das Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>names in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
</context>
<context>
    <name>PlaceValueCard</name>
    <message>
        <source>{digit} in the {place}</source>
        <translation>{place}: {digit}</translation>
    </message>
    <message>
        <source>{places} = {total}</source>
        <translation>{places} = {total}</translation>
    </message>
    <message>
        <source>digit sum {total}</source>
        <translation>Quersumme {total}</translation>
    </message>
    <message>
        <source>{count} digits alike</source>
        <translation>{count} gleiche Ziffern</translation>
    </message>
    <message>
        <source>rounds to {value} to the nearest {unit}</source>
        <translation>auf {unit} gerundet {value}</translation>
    </message>
    <message>
        <source>wild: any number</source>
        <translation>Joker: jede Zahl</translation>
    </message>
    <message>
        <source>even number</source>
        <translation>gerade Zahl</translation>
    </message>
    <message>
        <source>odd number</source>
        <translation>ungerade Zahl</translation>
    </message>
    <message>
        <source>{row}, {name}, {points}</source>
        <translation>{row}, {name}, {points}</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: frei.</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, frei</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0; everyone wrote X here, a tie: circled, 1 point.</source>
        <translation>{box}: X, zählt als 0; alle haben hier X geschrieben, Gleichstand: eingekreist, 1 Punkt.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X, circled</source>
        <translation>{box}, {name} hat X geschrieben, eingekreist</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0.</source>
        <translation>{box}: X, zählt als 0.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X</source>
        <translation>{box}, {name} hat X geschrieben</translation>
    </message>
    <message>
        <source>{box}: {number}, misread when read aloud: no point.</source>
        <translation>{box}: {number}, beim Vorlesen falsch gelesen: kein Punkt.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, misread</source>
        <translation>{box}, {name} hat {number} geschrieben, falsch gelesen</translation>
    </message>
    <message>
        <source>{box}: {number}, the greatest number here: circled, 1 point.</source>
        <translation>{box}: {number}, die größte Zahl hier: eingekreist, 1 Punkt.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, circled</source>
        <translation>{box}, {name} hat {number} geschrieben, eingekreist</translation>
    </message>
    <message>
        <source>{box}: {number}.</source>
        <translation>{box}: {number}.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}</source>
        <translation>{box}, {name} hat {number} geschrieben</translation>
    </message>
    <message>
        <source>Boxes won</source>
        <translation>Gewonnene Felder</translation>
    </message>
    <message>
        <source>Boxes won: the greatest number in a box wins its point; tied numbers all win it; an X counts as 0, so a box where everyone wrote X gives everyone its point; a misread number wins nothing.</source>
        <translation>Gewonnene Felder: die größte Zahl in einem Feld gewinnt seinen Punkt; gleiche Zahlen gewinnen ihn alle; ein X zählt als 0, ein Feld, in dem alle X geschrieben haben, gibt also allen den Punkt; eine falsch gelesene Zahl gewinnt nichts.</translation>
    </message>
</context>
<context>
    <name>PlaceValueClaimPanel</name>
    <message>
        <source>The {place} place</source>
        <translation>Stelle der {place}</translation>
    </message>
    <message>
        <source>The {place} place: drop a die here; click to take its die back</source>
        <translation>Stelle der {place}: leg hier einen Würfel ab; klick, um ihn zurückzunehmen</translation>
    </message>
    <message>
        <source>Place die {die}, showing {face}</source>
        <translation>Würfel {die} mit {face} einsetzen</translation>
    </message>
    <message>
        <source>Put die {die} ({face}) in the next empty place, or drag it onto a place</source>
        <translation>Setz Würfel {die} ({face}) an die nächste freie Stelle oder zieh ihn auf eine Stelle</translation>
    </message>
    <message>
        <source>No die left shows {digit}.</source>
        <extracomment>rows of the look back kept in view in the classroom view</extracomment>
        <translation>Kein übriger Würfel zeigt {digit}.</translation>
    </message>
    <message>
        <source>Type the number, or click the dice below</source>
        <translation>Zahl tippen oder Würfel klicken</translation>
    </message>
    <message>
        <source>The number</source>
        <translation>Die Zahl</translation>
    </message>
    <message>
        <source>Type the digits in order; the point and commas may be left out</source>
        <translation>Tipp die Ziffern der Reihe nach; Komma und Trennpunkte kannst du weglassen</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>why a number cannot be written, in the window&apos;s language</extracomment>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Take every die out of the number</source>
        <translation>Alle Würfel aus der Zahl nehmen</translation>
    </message>
    <message>
        <source>The number with its grouping</source>
        <translation>Die Zahl mit ihrer Gliederung</translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Freies Feld</translation>
    </message>
    <message>
        <source>{number} does not fit “{box}”.</source>
        <translation>{number} passt nicht zu „{box}“.</translation>
    </message>
    <message>
        <source>This number</source>
        <translation>Diese Zahl</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Größte</translation>
    </message>
    <message>
        <source>Whether the number fits each open box</source>
        <translation>Ob die Zahl in jedes freie Feld passt</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Eintragen</translation>
    </message>
    <message>
        <source>Write the number in the chosen box (Enter)</source>
        <translation>Die Zahl ins gewählte Feld eintragen (Enter)</translation>
    </message>
    <message>
        <source>Write X</source>
        <translation>X eintragen</translation>
    </message>
    <message>
        <source>Put an X in the chosen box: it counts as 0 (Ctrl+X)</source>
        <translation>Ein X ins gewählte Feld eintragen: es zählt als 0 (Strg+X)</translation>
    </message>
    <message>
        <source>Arrange all the dice into one number:</source>
        <translation>Leg alle Würfel zu einer Zahl:</translation>
    </message>
    <message>
        <source>Write the number in the box chosen on the card (Enter); Up and Down in the number field choose another</source>
        <translation>Die Zahl in das auf dem Block gewählte Feld eintragen (Enter); Auf und Ab im Zahlenfeld wählen ein anderes</translation>
    </message>
    <message>
        <source>Roll the dice to make a number.</source>
        <translation>Würfle, um eine Zahl zu legen.</translation>
    </message>
    <message>
        <source>Put every die in a place (or type the number).</source>
        <translation>Setz jeden Würfel an eine Stelle (oder tipp die Zahl ein).</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>keine (X)</translation>
    </message>
    <message>
        <source>{number}  {star} greatest</source>
        <translation>{number}  {star} größte</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>the teacher&apos;s keys for a reading aloud: right, wrong, or back to the number (None)</extracomment>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>Put every die in a place first; to write an X here, press Write X (Ctrl+X).</source>
        <translation>Setze zuerst jeden Würfel an eine Stelle; für ein X hier drücke „X eintragen“ (Strg+X).</translation>
    </message>
</context>
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation>0 bis 9 (W10)</translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation>1 bis 6 (W6)</translation>
    </message>
    <message>
        <source>ten millions</source>
        <extracomment>the places&apos; names (the core&apos;s PLACES) as the form says them</extracomment>
        <translation>Zehnmillionen</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>Millionen</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>Hunderttausender</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>Zehntausender</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>Tausender</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>Hunderter</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>Einer</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>Zehntel</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>Hundertstel</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>Tausendstel</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>Zehntausendstel</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <extracomment>the core&apos;s sentences about a card (English, with their figures) said whole in the form&apos;s language: each pattern matches one sentence, its groups fill the template</extracomment>
        <translation>muss eine ganze Zahl von 0 bis {most} sein</translation>
    </message>
    <message>
        <source>must list two or more places</source>
        <translation>muss zwei oder mehr Stellen nennen</translation>
    </message>
    <message>
        <source>each place may be named once</source>
        <translation>jede Stelle darf einmal genannt werden</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>dice have 6 sides (1-6) or 10 (0-9), not {sides}</source>
        <translation>Würfel haben 6 Seiten (1-6) oder 10 (0-9), nicht {sides}</translation>
    </message>
    <message>
        <source>must be 1 to {most}, not {value}</source>
        <translation>muss 1 bis {most} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{dice} six-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} sechsseitige Würfel können in {orders} Reihenfolgen fallen, zu viele für die Computerspieler (höchstens {most}: bis zu 7 sechsseitige oder 5 zehnseitige Würfel)</translation>
    </message>
    <message>
        <source>{dice} ten-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} zehnseitige Würfel können in {orders} Reihenfolgen fallen, zu viele für die Computerspieler (höchstens {most}: bis zu 7 sechsseitige oder 5 zehnseitige Würfel)</translation>
    </message>
    <message>
        <source>must be 0 to {most} for {dice} dice, not {value}</source>
        <translation>muss bei {dice} Würfeln 0 bis {most} sein, nicht {value}</translation>
    </message>
    <message>
        <source>a card has 1 to 20 boxes, not {count}</source>
        <translation>eine Karte hat 1 bis 20 Felder, nicht {count}</translation>
    </message>
    <message>
        <source>{id} is used twice</source>
        <translation>{id} wird zweimal verwendet</translation>
    </message>
    <message>
        <source>these numbers have no {place} place</source>
        <translation>diese Zahlen haben keine {place}-Stelle</translation>
    </message>
    <message>
        <source>only a whole number is even or odd: these numbers have decimals</source>
        <translation>nur eine ganze Zahl ist gerade oder ungerade: diese Zahlen haben Nachkommastellen</translation>
    </message>
    <message>
        <source>these numbers cannot be rounded to the {place}</source>
        <translation>diese Zahlen lassen sich nicht auf {place} runden</translation>
    </message>
    <message>
        <source>no die shows {digit}</source>
        <translation>kein Würfel zeigt {digit}</translation>
    </message>
    <message>
        <source>a number never starts with 0</source>
        <translation>eine Zahl beginnt nie mit 0</translation>
    </message>
    <message>
        <source>those digits cannot add up to {total}</source>
        <translation>diese Ziffern ergeben zusammen nie {total}</translation>
    </message>
    <message>
        <source>{dice} digits cannot add up to {total}</source>
        <translation>{dice} Ziffern ergeben zusammen nie {total}</translation>
    </message>
    <message>
        <source>must be 2 to {most}, not {value}</source>
        <translation>muss 2 bis {most} sein, nicht {value}</translation>
    </message>
    <message>
        <source>no number of these dice rounds to that</source>
        <translation>keine Zahl dieser Würfel rundet darauf</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>A digit in a given place</source>
        <extracomment>the palette: (kind, its name in the form), in the order offered</extracomment>
        <translation>Eine Ziffer an einer bestimmten Stelle</translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation>Zwei Stellen, die zusammen eine Zahl ergeben</translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation>Alle Ziffern, die zusammen eine Zahl ergeben</translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation>Mehrmals dieselbe Ziffer</translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation>Joker: jede Zahl</translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation>Rundet auf eine Zahl</translation>
    </message>
    <message>
        <source>An even number</source>
        <translation>Eine gerade Zahl</translation>
    </message>
    <message>
        <source>An odd number</source>
        <translation>Eine ungerade Zahl</translation>
    </message>
    <message>
        <source>place</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>places</source>
        <translation>Stellen</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>Ziffer</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>how many the same</source>
        <translation>Anzahl gleicher</translation>
    </message>
    <message>
        <source>rounded value</source>
        <translation>gerundeter Wert</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Die Datei</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Anzahl der Würfel</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Nachkommastellen</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Würfe pro Zug</translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation>Die Lehrerregel</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation>Unmöglich: kein Wurf kann es füllen</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>jeder Wurf</translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation>unter 0,1 % der Würfe</translation>
    </message>
    <message>
        <source>{percent}% of rolls</source>
        <translation>{percent} % der Würfe</translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation>Füllbar bei {chance}; bestenfalls {number}</translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation>{box}, {setting}</translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation>Feld {number} ({label})</translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation>Feld {number}</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Stelle:</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Ziffer:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Stellen:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Summe:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation>Gerundet auf:</translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation>Gerundet:</translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation>In Einheiten der Stelle, auf die gerundet wird: 36 auf Einer, 4 auf Tausender (4.000), 525 auf Zehntel (52,5)</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Jede Zahl</translation>
    </message>
    <message>
        <source>Its ones digit is 0, 2, 4, 6 or 8</source>
        <translation>Die Einerziffer ist 0, 2, 4, 6 oder 8</translation>
    </message>
    <message>
        <source>Its ones digit is 1, 3, 5, 7 or 9</source>
        <translation>Die Einerziffer ist 1, 3, 5, 7 oder 9</translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation>Eine Art, die diese Version nicht kennt</translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation>Text von Feld {number}</translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation>Kennzahlen von Feld {number}</translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation>Feld {number} nach oben</translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation>Feld {number} nach unten</translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation>Feld {number} entfernen</translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation>Feld {number}, {setting}</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>ganze Zahl</translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation>{place} (nicht auf dieser Karte)</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Name der Karte</translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation>Anzahl der Ziffernwürfel</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Augenzahlen der Würfel</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation>Ziffern&amp;würfel:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Augen:</translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation>&amp;Kommastellen:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>Wü&amp;rfe pro Zug:</translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation>Art des neuen Felds</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>Feld &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation>Felder:</translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation>Feld {number} bearbeiten</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Hier darf jede Zahl stehen</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation>Feld {number} verschieben</translation>
    </message>
</context>
<context>
    <name>PlaceValueGame</name>
    <message>
        <source>{name} (digit dice)</source>
        <translation>{name} (Ziffernwürfel)</translation>
    </message>
</context>
<context>
    <name>PlaceValuePresenter</name>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{first}; then {next}</source>
        <translation>{first}; dann {next}</translation>
    </message>
    <message>
        <source>Who starts: the greatest sum. {rolls}. {name} starts.</source>
        <translation>Wer beginnt: die größte Augensumme. {rolls}. {name} beginnt.</translation>
    </message>
    <message>
        <source>Tied for the most boxes, so they rolled off (the greatest number wins): {rolls}. {name} won the roll-off.</source>
        <translation>Gleich viele Felder, also wurde ausgewürfelt (die größte Zahl gewinnt): {rolls}. {name} hat das Stechen gewonnen.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>{box}: {number}</source>
        <translation>{box}: {number}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tipp: behalte Würfel {dice} und würfle noch einmal. Größte Zahlen: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: keep no dice and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tipp: behalte keinen Würfel und würfle noch einmal. Größte Zahlen: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write X in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tipp: trag X in {box} ein. Größte Zahlen: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write {number} in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tipp: trag {number} in {box} ein. Größte Zahlen: {greatest}.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>The computer players&apos; tables could not be worked out</source>
        <translation>Die Tabellen der Computerspieler konnten nicht berechnet werden</translation>
    </message>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Würfle zuerst; ein Tipp bezieht sich auf die Würfel auf dem Tisch.</translation>
    </message>
    <message>
        <source>No hints: they name the greatest numbers, which the teaching settings hide. Tick &quot;Show the greatest number each box could take&quot; in New Game to allow them.</source>
        <translation>Keine Tipps: sie nennen die größten Zahlen, die die Unterrichtseinstellungen verbergen. Kreuz „Größte mögliche Zahl jedes Feldes im Spiel zeigen“ unter Neues Spiel an, um sie zu erlauben.</translation>
    </message>
</context>
<context>
    <name>PlaceValueReview</name>
    <message>
        <source>{box}: X ({chance})</source>
        <translation>{box}: X ({chance})</translation>
    </message>
    <message>
        <source>{box}: {number}, misread (0%)</source>
        <translation>{box}: {number}, falsch gelesen (0 %)</translation>
    </message>
    <message>
        <source>{box}: {number} ({chance})</source>
        <translation>{box}: {number} ({chance})</translation>
    </message>
    <message>
        <source>In brackets: the chance the number wins its box against the numbers the other players usually write there.</source>
        <translation>In Klammern: die Chance, dass die Zahl ihr Feld gewinnt, gegen die Zahlen, die die anderen Spieler dort meist eintragen.</translation>
    </message>
    <message>
        <source>The strong player&apos;s claim was worth {loss} boxes more, counting what each box is worth kept for a later turn.</source>
        <translation>Der Eintrag des starken Spielers war {loss} Felder mehr wert, mitgerechnet, was jedes Feld für einen späteren Zug aufgehoben wert ist.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Für diesen Spieler gibt es keine Züge zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>Every turn wrote what the strong player would have: nothing given away in {count} turn(s).</source>
        <translation>
            <numerusform>Jeder Zug trug ein, was der starke Spieler eingetragen hätte: nichts verschenkt in {count} Zug.</numerusform>
            <numerusform>Jeder Zug trug ein, was der starke Spieler eingetragen hätte: nichts verschenkt in {count} Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} turn(s); {total} boxes given away against the strong player. The most was in turn {turn} ({loss} boxes, in {box}).</source>
        <translation>
            <numerusform>{count} Zug; {total} Felder verschenkt gegenüber dem starken Spieler. Am meisten in Zug {turn} ({loss} Felder, bei {box}).</numerusform>
            <numerusform>{count} Züge; {total} Felder verschenkt gegenüber dem starken Spieler. Am meisten in Zug {turn} ({loss} Felder, bei {box}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>You wrote</source>
        <translation>Dein Eintrag</translation>
    </message>
    <message>
        <source>The strong player</source>
        <translation>Der starke Spieler</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Verschenkt</translation>
    </message>
    <message>
        <source>boxes given away</source>
        <translation>verschenkte Felder</translation>
    </message>
    <message>
        <source>game {game}: {value:.2f} boxes given away</source>
        <translation>Spiel {game}: {value:.2f} verschenkte Felder</translation>
    </message>
    <message>
        <source>Boxes given away</source>
        <translation>Verschenkte Felder</translation>
    </message>
    <message>
        <source>Every turn, against what the strong computer player would have written:</source>
        <translation>Jeder Zug, verglichen mit dem, was der starke Computerspieler eingetragen hätte:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Four to a page, the card&apos;s {rows} rows do not fit a quarter of the page: print it one to a page.</source>
        <extracomment>the notes under the table are set down to this share of their type before a second page a word too long for its width is set down to this share of its type before it is broken a winning number&apos;s ring, as a share of the digits&apos; half-height (sqrt(2) and a margin) where US Letter is the paper in shops and schools beyond the United States the papers a card may be printed on, by the names the options and the command line use the variables that name the paper&apos;s locale, first set first: as the C library reads them plain sans-serif faces, the first one installed is used (the application&apos;s own font may be a serif one, or resolve to one, on a machine with few fonts) the fill of the headings, of a section&apos;s heading and of the totals (None: white) box names at 15 pt (at least 14 pt, readable at arm&apos;s length), rows to write in large a quarter of the page: the box names without their rules, the rules&apos; name as its title a card&apos;s heading, section and totals tints in colour: light enough to write on</extracomment>
        <translation>Bei vier Blöcken pro Seite passen die {rows} Zeilen nicht in ein Viertel der Seite: drucke einen Block pro Seite.</translation>
    </message>
    <message>
        <source>the printer, or the file to print to, could not be opened</source>
        <extracomment>the space each side of a cut line, in mm how narrow a player&apos;s column may be made to keep a long card upright on one page how narrow a player&apos;s column may be made to save a page upright: room left to write a three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write larger too); narrower, the page is turned</extracomment>
        <translation>der Drucker oder die Datei für den Ausdruck ließ sich nicht öffnen</translation>
    </message>
    <message>
        <source>The card takes {pages} pages: its {rows} rows do not fit on one.</source>
        <translation>Der Block braucht {pages} Seiten: seine {rows} Zeilen passen nicht auf eine.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Schließen ohne zu Speichern</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>every language the app can speak, by code, named in that language the language Qt&apos;s own strings fall back to where Qt ships none (Bokmål: Danish is close; our own file for Qt&apos;s buttons is loaded first, see :func:`install`) Qt&apos;s own button texts (QMessageBox&apos;s and QDialogButtonBox&apos;s standard buttons), in the contexts Qt asks for them, so that our files carry them too: PySide6 ships no Qt translation for Bokmål, and ours is consulted before Qt&apos;s (see :meth:`Language.install`)</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Read the number aloud</source>
        <translation>Lies die Zahl vor</translation>
    </message>
    <message>
        <source>Read right (R)</source>
        <translation>Richtig (R)</translation>
    </message>
    <message>
        <source>Misread (W)</source>
        <translation>Falsch (W)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>Read your number aloud to the class: {number}.
Teacher: press R if it was read right, W if not.</source>
        <translation>Lies deine Zahl der Klasse vor: {number}.
Lehrkraft: drück R, wenn sie richtig gelesen wurde, sonst W.</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>Type the {count} dice, such as {example}.</source>
        <translation>Gib die {count} Würfel ein, etwa {example}.</translation>
    </message>
    <message>
        <source>“{typed}” is not a face of these dice; they show {faces}.</source>
        <translation>„{typed}“ ist keine Seite dieser Würfel; sie zeigen {faces}.</translation>
    </message>
    <message>
        <source>No die of these can show “{typed}” beside the others.</source>
        <translation>Keiner dieser Würfel kann neben den anderen „{typed}“ zeigen.</translation>
    </message>
    <message>
        <source>Throw your own dice, type what they show and press Enter; then choose a box (a letter jumps to it) and press Enter.</source>
        <translation>Würfelt mit euren eigenen Würfeln, gebt ein, was sie zeigen, und drückt Enter; dann wählt ein Feld (ein Buchstabe springt dorthin) und drückt Enter.</translation>
    </message>
    <message>
        <source>Choose a box for these dice (a letter jumps to it) and press Enter, or type the dice again to correct them.</source>
        <translation>Wähle ein Feld für diese Würfel (ein Buchstabe springt dorthin) und drücke Enter, oder gib die Würfel noch einmal ein, um sie zu berichtigen.</translation>
    </message>
    <message>
        <source>such as {example}, then Enter</source>
        <translation>etwa {example}, dann Enter</translation>
    </message>
    <message>
        <source>Real dice: type what they show</source>
        <translation>Echte Würfel: gib ein, was sie zeigen</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.</source>
        <extracomment>turns a computer played for a player away from a game across computers</extracomment>
        <translation>
            <numerusform>Während {name} weg war, spielte ein Computer %Ln Zug für {name}: {turns}.</numerusform>
            <numerusform>Während {name} weg war, spielte ein Computer %Ln Züge für {name}: {turns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} was played by a computer while {name} was away.</source>
        <translation>Zug {turn} spielte ein Computer, während {name} weg war.</translation>
    </message>
    <message>
        <source>The figures above and the chart leave those turns out.</source>
        <extracomment>the figures above the note are the player&apos;s own: those turns are not in them</extracomment>
        <translation>Die Zahlen oben und das Diagramm lassen diese Züge aus.</translation>
    </message>
    <message>
        <source>A turn a computer played while the player was away (left out)</source>
        <extracomment>the chart&apos;s key for those turns&apos; hatched bars</extracomment>
        <translation>Ein Zug, den ein Computer spielte, während der Spieler weg war (ausgelassen)</translation>
    </message>
    <message>
        <source>{total:.1f} points given away in all.</source>
        <translation>Insgesamt {total:.1f} Punkte verschenkt.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Verschenkt</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>verschenkte Punkte</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} points given away</source>
        <translation>Spiel {game}: {value:.1f} Punkte verschenkt</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Entscheidungsqualität</translation>
    </message>
    <message>
        <source>The turns:</source>
        <translation>Die Züge:</translation>
    </message>
    <message>
        <source>turn</source>
        <extracomment>(player, turn) pairs a computer played for an away player: their rows say so</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Review — {name}</source>
        <translation>Analyse — {name}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the review of each player&apos;s own play (the turns a computer played for an away player left out, :meth:`mark_stood_in`): the summary and the chart are made of it</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} lässt sich nicht lesen: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not a file name.</source>
        <translation>{file} ist kein Dateiname.</translation>
    </message>
    <message>
        <source>{file} is not a file (a folder, pipe or device).</source>
        <translation>{file} ist keine Datei (ein Ordner, eine Pipe oder ein Gerät).</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, too large for a rules file.</source>
        <translation>{file} ist größer als {limit} Byte, zu groß für eine Regeldatei.</translation>
    </message>
    <message>
        <source>{file} is not a rules file: it is not UTF-8 text.</source>
        <translation>{file} ist keine Regeldatei: Sie ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>{file} is not a rules file ({reason}).</source>
        <translation>{file} ist keine Regeldatei ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be used: {reason}.</source>
        <translation>{file} lässt sich nicht verwenden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is built in; it is chosen.</source>
        <translation>{name} ist eingebaut; es ist gewählt.</translation>
    </message>
    <message>
        <source>{name} is saved already; it is chosen.</source>
        <translation>{name} ist schon gespeichert; es ist gewählt.</translation>
    </message>
    <message>
        <source>{name} is saved and chosen; New Game lists it from now on.</source>
        <translation>{name} ist gespeichert und gewählt; Neues Spiel bietet es ab jetzt an.</translation>
    </message>
    <message>
        <source>{name} replaces the saved {other}.</source>
        <translation>{name} ersetzt das gespeicherte {other}.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is a built-in ruleset) and chosen.</source>
        <translation>{name} wird als &apos;{id}&apos; gespeichert (&apos;{file_id}&apos; ist ein eingebautes Regelwerk) und ist gewählt.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is saved for {other}) and chosen.</source>
        <translation>{name} wird als &apos;{id}&apos; gespeichert (&apos;{file_id}&apos; ist für {other} gespeichert) und ist gewählt.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>another of your rulesets is already called {name}</source>
        <translation>ein anderes deiner Regelwerke heißt schon {name}</translation>
    </message>
    <message>
        <source>a built-in ruleset is already called {name}</source>
        <translation>ein eingebautes Regelwerk heißt schon {name}</translation>
    </message>
    <message>
        <source>box {number} is already labelled {label}</source>
        <translation>Feld {number} heißt schon {label}</translation>
    </message>
    <message>
        <source>Match the straight contained in the roll</source>
        <translation>Straße im Wurf enthalten lassen</translation>
    </message>
    <message>
        <source>Match straights contained in the roll</source>
        <translation>Straßen im Wurf enthalten lassen</translation>
    </message>
    <message>
        <source>list the faces as whole numbers separated by commas, e.g. 1, 2, 3, 5, 8</source>
        <translation>gib die Augenzahlen als ganze Zahlen mit Kommas an, z. B. 1, 2, 3, 5, 8</translation>
    </message>
    <message>
        <source>list whole numbers separated by commas, e.g. 3, 2</source>
        <translation>gib ganze Zahlen mit Kommas an, z. B. 3, 2</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Die Datei</translation>
    </message>
    <message>
        <source>The file&apos;s version</source>
        <translation>Die Version der Datei</translation>
    </message>
    <message>
        <source>The file&apos;s game</source>
        <translation>Das Spiel der Datei</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Anzahl der Würfel</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Würfe pro Zug</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Aufgehobene Würfe</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus oben</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Schwelle für den Bonus oben</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Punkte für den Bonus oben</translation>
    </message>
    <message>
        <source>Extra all-same bonus</source>
        <translation>Extrabonus für Gleiche</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Bei Gleichstand</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>a box&apos;s fields as its problems name them (after the box: &quot;Box 5 (Full House), group sizes&quot;)</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>label</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>section</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>face</source>
        <translation>Augenzahl</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>match</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>group sizes</source>
        <translation>Gruppengrößen</translation>
    </message>
    <message>
        <source>different faces</source>
        <translation>verschiedene Augenzahlen</translation>
    </message>
    <message>
        <source>faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>run length</source>
        <translation>Länge der Straße</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>the upper bonus&apos;s two numbers share one line; a problem there is led by which</extracomment>
        <translation>Die Schwelle</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Die Punkte</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>{box}, {field}</source>
        <translation>{box}, {field}</translation>
    </message>
    <message>
        <source>box {number} ({label})</source>
        <translation>Feld {number} ({label})</translation>
    </message>
    <message>
        <source>box {number}</source>
        <translation>Feld {number}</translation>
    </message>
    <message>
        <source>The upper bonus at {threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>Der Bonus oben bei {threshold} ist nie zu erreichen: Die oberen Felder bringen zusammen höchstens {reachable}</translation>
    </message>
    <message>
        <source>needs a box where all dice show the same face</source>
        <translation>braucht ein Feld, in dem alle Würfel dieselbe Augenzahl zeigen</translation>
    </message>
    <message>
        <source>a ruleset has at most one box where all dice show the same face ({box} is one already)</source>
        <translation>ein Regelwerk hat höchstens ein Feld, in dem alle Würfel dieselbe Augenzahl zeigen ({box} ist schon eins)</translation>
    </message>
    <message>
        <source>exactly the roll needs one face for each of the {count} dice</source>
        <translation>genau der Wurf braucht eine Augenzahl für jeden der {count} Würfel</translation>
    </message>
    <message>
        <source>{id} is already used by {box}</source>
        <translation>{id} wird schon von {box} verwendet</translation>
    </message>
    <message>
        <source>face {face} already has a box ({box})</source>
        <translation>die Augenzahl {face} hat schon ein Feld ({box})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum of the dice used)</source>
        <translation>ein Feld für eine Augenzahl zählt die Würfel mit dieser Augenzahl (Summe der verwendeten Würfel)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum of all dice)</source>
        <translation>Chance zählt die Summe aller Würfel</translation>
    </message>
    <message>
        <source>applies only to fixed points, not {score}</source>
        <translation>gilt nur für feste Punkte, nicht für {score}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>{dice} dice, {rolls} roll(s) a turn; keep any dice and roll the others. Then book the dice in one open box.</source>
        <translation>
            <numerusform>{dice} Würfel, {rolls} Wurf pro Zug; behalte beliebige Würfel und würfle die anderen neu. Trage die Würfel dann in ein freies Feld ein.</numerusform>
            <numerusform>{dice} Würfel, {rolls} Würfe pro Zug; behalte beliebige Würfel und würfle die anderen neu. Trage die Würfel dann in ein freies Feld ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Die Felder</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>From {name}</source>
        <translation>Aus {name}</translation>
    </message>
    <message>
        <source>{name} (built-in)</source>
        <translation>{name} (eingebaut)</translation>
    </message>
    <message>
        <source>{name} (new)</source>
        <translation>{name} (neu)</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Änderungen an {name} speichern?</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Hinweis: {note}</translation>
    </message>
    <message>
        <source>House Rules – {name}</source>
        <extracomment>the list of rulesets takes at most this share of the window&apos;s width (then names wrap; at 1024 x 768 the boxes table needs the room)</extracomment>
        <translation>Hausregeln – {name}</translation>
    </message>
    <message>
        <source>House Rules – {name}*</source>
        <translation>Hausregeln – {name}*</translation>
    </message>
    <message>
        <source>Expected score with best play: {score}</source>
        <translation>Erwartete Punkte bei bestem Spiel: {score}</translation>
    </message>
    <message>
        <source>Expected score with best play: {score} (comparing with {name}…)</source>
        <translation>Erwartete Punkte bei bestem Spiel: {score} (Vergleich mit {name}…)</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, +{change} (against {name})</source>
        <translation>Erwartete Punkte bei bestem Spiel: {before} → {after}, +{change} (gegenüber {name})</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, −{change} (against {name})</source>
        <translation>Erwartete Punkte bei bestem Spiel: {before} → {after}, −{change} (gegenüber {name})</translation>
    </message>
    <message>
        <source>Approximate: {reason}.</source>
        <translation>Näherungsweise: {reason}.</translation>
    </message>
    <message>
        <source>Exact without saved rolls ({value}), plus saved rolls spent where a reroll gains: the Expert scores at least that on average.</source>
        <translation>Exakt ohne aufgehobene Würfe ({value}), dazu aufgehobene Würfe, wo ein neuer Wurf sich lohnt: Der Experte erzielt im Schnitt mindestens so viel.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out… ({percent}% done)</source>
        <translation>Chance auf den Bonus oben: wird berechnet… ({percent} % erledigt)</translation>
    </message>
    <message>
        <source>Chance of the upper bonus with best play: {percent}%</source>
        <translation>Chance auf den Bonus oben bei bestem Spiel: {percent} %</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: about {percent}% (in {games} simulated games of the Expert&apos;s play)</source>
        <translation>Chance auf den Bonus oben: etwa {percent} % (in {games} simulierten Spielen des Experten)</translation>
    </message>
    <message>
        <source>No upper bonus in these rules</source>
        <translation>Kein Bonus oben in diesen Regeln</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {score} ± {error} ({games} simulated games)</source>
        <translation>Erwartete Punkte beim Spiel des Experten: {score} ± {error} ({games} simulierte Spiele)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: working it out… {score} ± {error} after {games} of {total} simulated games</source>
        <translation>Erwartete Punkte beim Spiel des Experten: wird berechnet… {score} ± {error} nach {games} von {total} simulierten Spielen</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}: {games} of {total} simulated games…)</source>
        <translation>Erwartete Punkte: {score} (Vergleich mit {name}: {games} von {total} simulierten Spielen…)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, +{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Erwartete Punkte beim Spiel des Experten: {before} → {after}, +{change} ± {error} (gegenüber {name}, je {games} simulierte Spiele)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, −{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Erwartete Punkte beim Spiel des Experten: {before} → {after}, −{change} ± {error} (gegenüber {name}, je {games} simulierte Spiele)</translation>
    </message>
    <message>
        <source>Expected score: {after} ({after_kind}); {name}: {before} ({before_kind})</source>
        <translation>Erwartete Punkte: {after} ({after_kind}); {name}: {before} ({before_kind})</translation>
    </message>
    <message>
        <source>exact, with best play</source>
        <translation>genau, bei bestem Spiel</translation>
    </message>
    <message>
        <source>± {error}, {games} simulated games of the Expert&apos;s play</source>
        <translation>± {error}, {games} simulierte Spiele des Experten</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}…)</source>
        <translation>Erwartete Punkte: {score} (Vergleich mit {name}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} (against {name})</source>
        <translation>Erwartete Punkte: {before} → {after}, +{change} (gegenüber {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} (against {name})</source>
        <translation>Erwartete Punkte: {before} → {after}, −{change} (gegenüber {name})</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} ({games} games)</source>
        <translation>Erwartete Punkte: {score} ± {error} ({games} Spiele)</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} after {games} of {total} games…</source>
        <translation>Erwartete Punkte: {score} ± {error} nach {games} von {total} Spielen…</translation>
    </message>
    <message>
        <source>Expected score: {score} (against {name}: {games} of {total} games…)</source>
        <translation>Erwartete Punkte: {score} (gegenüber {name}: {games} von {total} Spielen…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} ± {error} (against {name})</source>
        <translation>Erwartete Punkte: {before} → {after}, +{change} ± {error} (gegenüber {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} ± {error} (against {name})</source>
        <translation>Erwartete Punkte: {before} → {after}, −{change} ± {error} (gegenüber {name})</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>genau</translation>
    </message>
    <message>
        <source>± {error}, {games} games</source>
        <translation>± {error}, {games} Spiele</translation>
    </message>
    <message>
        <source>My {name}</source>
        <translation>Mein {name}</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopie von {name}</translation>
    </message>
    <message>
        <source>Copy {number} of {name}</source>
        <translation>Kopie {number} von {name}</translation>
    </message>
    <message>
        <source>Delete {name}? Games already played under it keep their exact rules in the history; only the ruleset is no longer offered for new games.</source>
        <translation>{name} löschen? Bereits damit gespielte Spiele behalten ihre genauen Regeln im Verlauf; nur wird das Regelwerk für neue Spiele nicht mehr angeboten.</translation>
    </message>
    <message>
        <source>Deleted {name}; games played under it keep their rules.</source>
        <translation>{name} gelöscht; damit gespielte Spiele behalten ihre Regeln.</translation>
    </message>
    <message>
        <source>{file} holds rules of {game}, which are not made here.</source>
        <translation>{file} enthält Regeln für {game}, die hier nicht bearbeitet werden können.</translation>
    </message>
    <message>
        <source>The history file could not be opened, so nothing can be saved.</source>
        <translation>Die Verlaufsdatei ließ sich nicht öffnen, daher kann nichts gespeichert werden.</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Nichts importiert: {reason}</translation>
    </message>
    <message>
        <source>{name} was opened but not yet added: {problem}. Fix it, then Save.</source>
        <translation>{name} wurde geöffnet, aber noch nicht hinzugefügt: {problem}. Behebe das und wähle dann Speichern.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} importiert.</translation>
    </message>
    <message>
        <source>Nothing was exported: {reason}</source>
        <translation>Nichts exportiert: {reason}</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>{name} exportiert.</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <extracomment>(id, name) of the player&apos;s saved rulesets, as listed content hashes of the listed rulesets, as stored</extracomment>
        <translation>Regelwerke</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>Umbe&amp;nennen…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save &amp;Blank Card as PDF…</source>
        <translation>&amp;Leeren Block als PDF speichern…</translation>
    </message>
    <message>
        <source>A blank score card of these rules, with a column for each player to write in, to print.</source>
        <translation>Ein leerer Spielblock dieser Regeln, mit einer Spalte zum Eintragen für jeden Spieler, zum Ausdrucken.</translation>
    </message>
    <message>
        <source>Rulesets (built-in ones are read-only):</source>
        <translation>Regelwerke (eingebaute sind schreibgeschützt):</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>a form&apos;s edit: (the whole new data, what changed in words, the key merging edits)</extracomment>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Try a roll</source>
        <translation>&amp;Wurf ausprobieren</translation>
    </message>
    <message>
        <source>Rules &amp;help</source>
        <translation>Regel&amp;hilfe</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Gespeichert: {name}</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to these rules?</source>
        <translation>Änderungen an diesen Regeln speichern?</translation>
    </message>
    <message>
        <source>A built-in ruleset cannot be changed; Duplicate makes an editable copy.</source>
        <translation>Ein eingebautes Regelwerk lässt sich nicht ändern; Duplizieren macht eine bearbeitbare Kopie.</translation>
    </message>
    <message>
        <source>No problems: these rules can be saved and played.</source>
        <translation>Keine Probleme: Diese Regeln lassen sich speichern und spielen.</translation>
    </message>
    <message>
        <source>The rules help appears when the rules have no problems.</source>
        <translation>Die Regelhilfe erscheint, sobald die Regeln keine Probleme haben.</translation>
    </message>
    <message>
        <source>The rules have problems; fix them first.</source>
        <translation>Die Regeln haben Probleme; behebe sie zuerst.</translation>
    </message>
    <message>
        <source>The changes to {name} cannot be saved while the rules have problems (shown in the form). Discard them?</source>
        <translation>Die Änderungen an {name} können nicht gespeichert werden, solange die Regeln Probleme haben (im Formular gezeigt). Verwerfen?</translation>
    </message>
    <message>
        <source>{name} was not saved: the rules have problems; fix them first.</source>
        <translation>{name} wurde nicht gespeichert: Die Regeln haben Probleme; behebe sie zuerst.</translation>
    </message>
    <message>
        <source>Saving needs the history file, which could not be opened.</source>
        <translation>Speichern braucht die Verlaufsdatei, die sich nicht öffnen ließ.</translation>
    </message>
    <message>
        <source>Save these rules for play</source>
        <translation>Diese Regeln zum Spielen speichern</translation>
    </message>
    <message>
        <source>Expected score: fix the problems first</source>
        <translation>Erwartete Punkte: behebe zuerst die Probleme</translation>
    </message>
    <message>
        <source>Expected score: working it out…</source>
        <translation>Erwartete Punkte: wird berechnet…</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: after the expected score</source>
        <translation>Chance auf den Bonus oben: nach den erwarteten Punkten</translation>
    </message>
    <message>
        <source>Exact: the optimal strategy, solved for these rules.</source>
        <translation>Genau: die optimale Strategie, für diese Regeln berechnet.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out…</source>
        <translation>Chance auf den Bonus oben: wird berechnet…</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>the list width the player last dragged to, until it is reached (a window opened narrower first gets it once widened) or the handle is dragged again</extracomment>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>Delete ruleset</source>
        <translation>Regelwerk löschen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Import rules</source>
        <translation>Regeln importieren</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Regelwerke (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export rules</source>
        <translation>Regeln exportieren</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Regelwerke (*.json)</translation>
    </message>
</context>
<context>
    <name>Score card</name>
    <message>
        <source>Score Card</source>
        <translation>Spielblock</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s heading of a player&apos;s column(s), for a name to be written in</extracomment>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Endsumme</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} gewinnt mit {points} Punkt.</numerusform>
            <numerusform>{name} gewinnt mit {points} Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final score for {name}: {points} point(s).</source>
        <translation>
            <numerusform>Endstand für {name}: {points} Punkt.</numerusform>
            <numerusform>Endstand für {name}: {points} Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shares first place with {points} point(s).</source>
        <translation>
            <numerusform>{name} teilt sich den ersten Platz mit {points} Punkt.</numerusform>
            <numerusform>{name} teilt sich den ersten Platz mit {points} Punkten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Total: everything added up.</source>
        <translation>Summe: alles zusammengezählt.</translation>
    </message>
    <message>
        <source>{row}, {name}, {total}</source>
        <translation>{row}, {name}, {total}</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored.</source>
        <translation>
            <numerusform>{box}: {points} Punkt eingetragen.</numerusform>
            <numerusform>{box}: {points} Punkte eingetragen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {name}: {points} scored</source>
        <translation>
            <numerusform>{box}, {name}: {points} Punkt eingetragen</numerusform>
            <numerusform>{box}, {name}: {points} Punkte eingetragen</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {problem}</source>
        <translation>{box}: jetzt nicht erlaubt. {problem}</translation>
    </message>
    <message>
        <source>{box}, {name}: not allowed now. {problem}</source>
        <translation>{box}, {name}: jetzt nicht erlaubt. {problem}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now.</source>
        <translation>{box}: {points}, wenn du jetzt einträgst.</translation>
    </message>
    <message>
        <source>{box}, {name}: {points} if scored now</source>
        <translation>{box}, {name}: {points}, wenn du jetzt einträgst</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: frei.</translation>
    </message>
    <message>
        <source>{box}, {name}: open</source>
        <translation>{box}, {name}: frei</translation>
    </message>
    <message>
        <source>{name}: person</source>
        <translation>{name}: Mensch</translation>
    </message>
    <message>
        <source>{name}: person, playing now</source>
        <translation>{name}: Mensch, jetzt am Zug</translation>
    </message>
    <message>
        <source>{name}: computer ({level})</source>
        <translation>{name}: Computer ({level})</translation>
    </message>
    <message>
        <source>{name}: computer ({level}), playing now</source>
        <translation>{name}: Computer ({level}), jetzt am Zug</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>by the palette&apos;s contents (its cache key) and colour group</extracomment>
        <translation>Block</translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>Not saving: your history is not available this time.</source>
        <translation>Es wird nicht gespeichert: Dein Verlauf ist diesmal nicht verfügbar.</translation>
    </message>
    <message>
        <source>Your history is not available this time: {reason} You can play, but games will not be saved.</source>
        <translation>Dein Verlauf ist diesmal nicht verfügbar: {reason} Du kannst spielen, aber Spiele werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your history could not be opened ({kind}: {reason}). You can play, but games will not be saved.</source>
        <translation>Dein Verlauf konnte nicht geöffnet werden ({kind}: {reason}). Du kannst spielen, aber Spiele werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Your game in progress is open in another Yacht Dice window, so it is not offered here.</source>
        <translation>Dein laufendes Spiel ist in einem anderen Yacht-Dice-Fenster geöffnet und wird deshalb hier nicht angeboten.</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} ({names}), turn {turn}. Resume it?</source>
        <translation>Du hast ein offenes Spiel {rules} ({names}), Zug {turn}. Fortsetzen?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} played with real dice ({names}), turn {turn}. Resume it?</source>
        <translation>Du hast ein offenes Spiel {rules} mit echten Würfeln ({names}), Zug {turn}. Fortsetzen?</translation>
    </message>
    <message>
        <source>Your history is not available this time, so rules cannot be saved.</source>
        <translation>Dein Verlauf ist diesmal nicht verfügbar, daher können keine Regeln gespeichert werden.</translation>
    </message>
    <message>
        <source>Your history is not available this time, so nothing can be deleted.</source>
        <translation>Dein Verlauf ist diesmal nicht verfügbar, daher kann nichts gelöscht werden.</translation>
    </message>
    <message>
        <source>Your history is not available, so there are no unfinished games to show.</source>
        <translation>Dein Verlauf ist nicht verfügbar, daher gibt es keine offenen Spiele zu zeigen.</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <extracomment>games that go on elsewhere than at this table (a game hosted across computers reopens its room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here: True when one took the game</extracomment>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>New Game sets it aside under Game ▸ Unfinished Games; Not Now keeps it to offer again next time.</source>
        <translation>Neues Spiel legt es unter Spiel ▸ Offene Spiele beiseite; Nicht jetzt behält es und bietet es beim nächsten Mal wieder an.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Not &amp;Now</source>
        <translation>Nicht &amp;jetzt</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Spiel aufgeben</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Das laufende Spiel aufgeben?</translation>
    </message>
    <message>
        <source>It is kept under Game ▸ Unfinished Games, where you can resume it.</source>
        <translation>Es bleibt unter Spiel ▸ Offene Spiele, wo du es fortsetzen kannst.</translation>
    </message>
    <message>
        <source>It could not be saved, so it will be lost.</source>
        <translation>Es konnte nicht gespeichert werden und geht daher verloren.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were set aside as {file}; the defaults are used instead.</source>
        <extracomment>the print options kept between openings of the options dialog: its switches, and papers</extracomment>
        <translation>Einige Einstellungen konnten nicht gelesen werden und wurden als {file} beiseitegelegt; stattdessen gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Some settings could not be read; the defaults are used instead.</source>
        <translation>Einige Einstellungen konnten nicht gelesen werden; stattdessen gelten die Standardwerte.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Space or R</source>
        <extracomment>the table&apos;s keys (every game&apos;s own follow the first, the roll key: :func:`all_shortcuts`)</extracomment>
        <translation>Leertaste oder R</translation>
    </message>
    <message>
        <source>Roll the dice (during a computer&apos;s turn: hurry it)</source>
        <translation>Würfeln (während der Computer am Zug ist: ihn antreiben)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Strg+R</translation>
    </message>
    <message>
        <source>Roll again from the word field (letter dice)</source>
        <translation>Aus dem Wortfeld noch einmal würfeln (Buchstabenwürfel)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Hint while typing in the word field, where H types an H (letter dice)</source>
        <translation>Tipp beim Tippen im Wortfeld, wo H ein H schreibt (Buchstabenwürfel)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <source>Look up a word: is it allowed in this game? (letter dice)</source>
        <translation>Ein Wort nachschlagen: Ist es in diesem Spiel erlaubt? (Buchstabenwürfel)</translation>
    </message>
    <message>
        <source>Faces, then Enter</source>
        <translation>Seiten, dann Eingabe</translation>
    </message>
    <message>
        <source>Real dice: what your throw shows, typed in its field (66625; Space or R puts the keyboard there)</source>
        <translation>Echte Würfel: was dein Wurf zeigt, in sein Feld eingegeben (66625; Leertaste oder R bringt die Tastatur dorthin)</translation>
    </message>
    <message>
        <source>1 to 8</source>
        <translation>1 bis 8</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Diesen Würfel halten oder freigeben</translation>
    </message>
    <message>
        <source>Up and Down</source>
        <translation>Hoch und Runter</translation>
    </message>
    <message>
        <source>Move through your open boxes on the scorecard</source>
        <translation>Durch deine freien Felder auf dem Block gehen</translation>
    </message>
    <message>
        <source>A letter</source>
        <translation>Ein Buchstabe</translation>
    </message>
    <message>
        <source>Jump to your next open box whose name starts with it</source>
        <translation>Zu deinem nächsten freien Feld springen, dessen Name damit beginnt</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+9</source>
        <translation>Alt+1 bis Alt+9</translation>
    </message>
    <message>
        <source>Jump to the box named with that digit, or to that face&apos;s upper box</source>
        <translation>Zum Feld mit dieser Ziffer im Namen springen oder zum oberen Feld dieser Augenzahl</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Score the chosen box</source>
        <translation>Das gewählte Feld eintragen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Undo your last hold or score this turn</source>
        <translation>Dein letztes Halten oder Eintragen in diesem Zug zurücknehmen</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move and the next two (marks the game as assisted)</source>
        <translation>Tipp: der beste Zug und die beiden nächsten (markiert das Spiel als unterstützt)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Strg+H</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Strg+T</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules of the game being played</source>
        <translation>Regeln des laufenden Spiels</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Classroom view: the table for a room or a projector</source>
        <translation>Klassenzimmer-Ansicht: der Tisch für einen Raum oder einen Beamer</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hurry a computer player</source>
        <translation>Einen Computerspieler antreiben</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Beenden (das Spiel wird gespeichert)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is not available: this installation of Yacht Dice has no QtMultimedia (PySide6-Addons). The manual says how to add it.</source>
        <translation>Ton ist nicht verfügbar: Dieser Installation von Yacht Dice fehlt QtMultimedia (PySide6-Addons). Das Handbuch erklärt, wie man es hinzufügt.</translation>
    </message>
    <message>
        <source>&amp;Sound (not installed)</source>
        <translation>&amp;Ton (nicht installiert)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Score over time</source>
        <translation>Punkte im Verlauf</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Punkteverteilung</translation>
    </message>
    <message>
        <source>Where the points go</source>
        <translation>Woher die Punkte kommen</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Entscheidungsqualität</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>persönliche Bestleistung</translation>
    </message>
    <message>
        <source>best of all players</source>
        <translation>Bestwert aller Spieler</translation>
    </message>
    <message>
        <source>best of all people</source>
        <translation>Bestwert aller Personen</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} Std. {minutes} Min.</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} Min.</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus oben</translation>
    </message>
    <message>
        <source>Extra bonuses</source>
        <translation>Extraboni</translation>
    </message>
    <message>
        <source>optimal play {value}</source>
        <translation>optimales Spiel {value}</translation>
    </message>
    <message>
        <source>{mean} ± {sd}</source>
        <translation>{mean} ± {sd}</translation>
    </message>
    <message>
        <source>Best: {score} on {date}</source>
        <translation>Bestes: {score} am {date}</translation>
    </message>
    <message>
        <source>Worst: {score} on {date}</source>
        <translation>Schlechtestes: {score} am {date}</translation>
    </message>
    <message>
        <source>against {opponent}: {wins} won, {losses} lost, {ties} tied</source>
        <translation>gegen {opponent}: {wins} gewonnen, {losses} verloren, {ties} unentschieden</translation>
    </message>
    <message>
        <source>{first}  ·  {next}</source>
        <translation>{first}  ·  {next}</translation>
    </message>
    <message>
        <source>Showing: {filters}</source>
        <translation>Gezeigt: {filters}</translation>
    </message>
    <message>
        <source>{box} (0 in {share})</source>
        <translation>{box} (0 in {share})</translation>
    </message>
    <message>
        <source>Open this game&apos;s review</source>
        <translation>Die Analyse dieses Spiels öffnen</translation>
    </message>
    <message>
        <source>The statistics could not be worked out</source>
        <translation>Die Statistik ließ sich nicht berechnen</translation>
    </message>
    <message>
        <source>Reading your history for the first time: the statistics appear in a moment.</source>
        <translation>Dein Verlauf wird zum ersten Mal gelesen: Die Statistik erscheint gleich.</translation>
    </message>
    <message>
        <source>No games match these filters. Tick more under Games and Dice above, or choose all rules, every person or all time.</source>
        <translation>Keine Spiele passen zu diesen Filtern. Kreuze oben unter Spiele und Würfel mehr an oder wähle alle Regeln, alle Personen oder den gesamten Zeitraum.</translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” ticked, {games} game(s) would.</source>
        <extracomment>no games, and the one filter that changed alone would count some: named (the box of the online games not ticked, a player chosen...), with the games it would count</extracomment>
        <translation>
            <numerusform>Keine Spiele passen zu diesen Filtern; mit „{box}“ angekreuzt wäre es {games} Spiel.</numerusform>
            <numerusform>Keine Spiele passen zu diesen Filtern; mit „{box}“ angekreuzt wären es {games} Spiele.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” not ticked, {games} game(s) would.</source>
        <translation>
            <numerusform>Keine Spiele passen zu diesen Filtern; ohne Kreuz bei „{box}“ wäre es {games} Spiel.</numerusform>
            <numerusform>Keine Spiele passen zu diesen Filtern; ohne Kreuz bei „{box}“ wären es {games} Spiele.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{choice}” chosen, {games} game(s) would.</source>
        <translation>
            <numerusform>Keine Spiele passen zu diesen Filtern; mit „{choice}“ gewählt wäre es {games} Spiel.</numerusform>
            <numerusform>Keine Spiele passen zu diesen Filtern; mit „{choice}“ gewählt wären es {games} Spiele.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your statistics will appear here: scores over time, their spread, where the points go and how close your choices come to the best ones.</source>
        <translation>Noch keine beendeten Spiele. Spiele ein Spiel zu Ende, dann erscheint hier deine Statistik: Punkte im Verlauf, ihre Streuung, woher die Punkte kommen und wie nah deine Entscheidungen an die besten herankommen.</translation>
    </message>
    <message>
        <source>Choose one set of rules above to see, box by box, your average next to optimal play&apos;s.</source>
        <translation>Wähle oben einen Regelsatz, um Feld für Feld deinen Durchschnitt neben dem des optimalen Spiels zu sehen.</translation>
    </message>
    <message>
        <source>{problem} Decision quality is shown for games with a review.</source>
        <translation>{problem} Die Entscheidungsqualität wird für Spiele mit Analyse gezeigt.</translation>
    </message>
    <message>
        <source>No game here has been reviewed yet. Reviews are worked out in the background while this window is open; each game is reviewed once.</source>
        <translation>Hier wurde noch kein Spiel analysiert. Analysen werden im Hintergrund berechnet, solange dieses Fenster offen ist; jedes Spiel wird einmal analysiert.</translation>
    </message>
    <message>
        <source>These games have no decisions of the player&apos;s own to show: a computer played every turn for the player while they were away.</source>
        <translation>Diese Spiele enthalten keine eigenen Entscheidungen des Spielers: Ein Computer hat jeden Zug für ihn gespielt, während er weg war.</translation>
    </message>
    <message>
        <source>{game} games only: choose a set of rules above to see another game&apos;s.</source>
        <translation>Nur {game}: Wähle oben einen Regelsatz, um die eines anderen Spiels zu sehen.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>finished seats beyond which a history without a snapshot is read in the background</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Export games as CSV…</source>
        <translation>Spiele als CSV exportieren…</translation>
    </message>
    <message>
        <source>Reviewing games: %v of %m</source>
        <translation>Spiele werden analysiert: %v von %m</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in {games} game(s)</source>
        <translation>
            <numerusform>{points} Punkte in {games} Spiel</numerusform>
            <numerusform>{points} Punkte in {games} Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a player to see their wins and losses against each opponent.</source>
        <translation>Wähle einen Spieler, um seine Siege und Niederlagen gegen jeden Gegner zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>Not counted here: {games} game(s) whose score is not points (boxes won). Choose [its|their] rules to see [it|them].</source>
        <translation>
            <numerusform>Hier nicht mitgezählt: {games} Spiel, dessen Ergebnis keine Punkte sind (gewonnene Felder). Wähle seine Regeln, um es zu sehen.</numerusform>
            <numerusform>Hier nicht mitgezählt: {games} Spiele, deren Ergebnis keine Punkte sind (gewonnene Felder). Wähle ihre Regeln, um sie zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the figures a game&apos;s rules may lack, each with the seats&apos; column its game names it by (Mode.rates): &quot;Extra bonuses 0 points in 0 games&quot; for Yacht, which has none, is not shown</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Feld Alle gleich</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Bestes: —</translation>
    </message>
    <message>
        <source>Worst: —</source>
        <translation>Schlechtestes: —</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>average of last 50</source>
        <translation>Schnitt der letzten 50</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>your games</source>
        <translation>deine Spiele</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>optimales Spiel</translation>
    </message>
    <message>
        <source>your average</source>
        <translation>dein Schnitt</translation>
    </message>
    <message>
        <source>points per game</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <extracomment>the height kept above a chart for its legend, one row of samples and names</extracomment>
        <translation>analysiertes Spiel</translation>
    </message>
    <message numerus="yes">
        <source>{date}: {points} point(s) (game {game})</source>
        <translation>
            <numerusform>{date}: {points} Punkt (Spiel {game})</numerusform>
            <numerusform>{date}: {points} Punkte (Spiel {game})</numerusform>
        </translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>verschenkte erwartete Punkte</translation>
    </message>
    <message>
        <source>average of last 10</source>
        <translation>Schnitt der letzten 10</translation>
    </message>
    <message>
        <source>Save {chart}</source>
        <translation>{chart} speichern</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Spiele exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Rolls the dice that are not held (Space or R).</source>
        <translation>Würfelt mit den Würfeln, die nicht gehalten sind (Leertaste oder R).</translation>
    </message>
    <message>
        <source>Suggests the best move (H).</source>
        <translation>Schlägt den besten Zug vor (H).</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z).</source>
        <translation>Nimmt deinen letzten Zug zurück (Strg+Z).</translation>
    </message>
    <message>
        <source>Lets the computer play faster (Space).</source>
        <translation>Lässt den Computer schneller spielen (Leertaste).</translation>
    </message>
    <message>
        <source>Players are columns, boxes are rows. Up and Down move between your open boxes, a letter jumps to the next box starting with it, Enter scores the box.</source>
        <translation>Spieler sind Spalten, Felder sind Zeilen. Hoch und Runter wechseln zwischen deinen freien Feldern, ein Buchstabe springt zum nächsten Feld mit diesem Anfang, Eingabe trägt das Feld ein.</translation>
    </message>
    <message>
        <source>Press a die&apos;s number to hold or release it.</source>
        <translation>Drücke die Nummer eines Würfels, um ihn zu halten oder freizugeben.</translation>
    </message>
</context>
<context>
    <name>TeachingSettings</name>
    <message>
        <source>Place Value Yahtzee is played head to head: add a player (a computer will do).</source>
        <extracomment>the setup&apos;s keys for the teaching settings</extracomment>
        <translation>Stellenwert-Kniffel spielt man gegeneinander: füg einen Spieler hinzu (ein Computer genügt).</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s rule: pupils read each number aloud and the teacher marks it</source>
        <translation>&amp;Lehrerregel: die Kinder lesen jede Zahl vor, die Lehrkraft bewertet sie</translation>
    </message>
    <message>
        <source>Before a number is written the pupil reads it aloud; the teacher presses R (read right) or W (wrong). A misread number stays on the card but wins no point.</source>
        <translation>Bevor eine Zahl eingetragen wird, liest das Kind sie vor; die Lehrkraft drückt R (richtig gelesen) oder W (falsch). Eine falsch gelesene Zahl bleibt auf dem Block, bringt aber keinen Punkt.</translation>
    </message>
    <message>
        <source>Show the number in &amp;words during play</source>
        <translation>Zahl im Spiel in &amp;Worten zeigen</translation>
    </message>
    <message>
        <source>Off: pupils read the digits themselves. The end of the game shows every number in words either way. While a pupil reads aloud for the teacher&apos;s rule the words are never shown.</source>
        <translation>Aus: die Kinder lesen die Ziffern selbst. Am Spielende wird jede Zahl ohnehin in Worten gezeigt. Während ein Kind nach der Lehrerregel vorliest, werden die Worte nie gezeigt.</translation>
    </message>
    <message>
        <source>Show the &amp;greatest number each box could take during play</source>
        <translation>&amp;Größte mögliche Zahl jedes Feldes im Spiel zeigen</translation>
    </message>
    <message>
        <source>Off: finding the greatest number is the pupils&apos; task. The end of the game shows, for every box, the number written and the greatest the dice could make.</source>
        <translation>Aus: die größte Zahl zu finden ist die Aufgabe der Kinder. Am Spielende wird für jedes Feld die eingetragene Zahl gezeigt und die größte, die die Würfel hergegeben hätten.</translation>
    </message>
    <message>
        <source>This card&apos;s file turns the teacher&apos;s rule on.</source>
        <translation>Die Datei dieses Blocks schaltet die Lehrerregel ein.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Follow the Desktop</source>
        <translation>&amp;Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
</context>
<context>
    <name>Triple Yahtzee</name>
    <message>
        <source>a Triple Yahtzee claim is a box and its column</source>
        <translation>ein Zug bei Triple-Kniffel ist ein Feld mit seiner Spalte</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} hat kein Feld {box}</translation>
    </message>
    <message>
        <source>the columns are ×1, ×2 and ×3</source>
        <translation>die Spalten sind ×1, ×2 und ×3</translation>
    </message>
    <message>
        <source>{box} in {column} is already filled</source>
        <translation>{box} in {column} ist schon eingetragen</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} in a column where it is open.</source>
        <translation>Joker-Regel: Ein Wurf aus lauter {face}ern muss in {box} einer Spalte, in der das Feld frei ist.</translation>
    </message>
    <message>
        <source>Joker rule: with {box} filled in every column, an open lower box must take this roll.</source>
        <translation>Joker-Regel: Ist {box} in jeder Spalte ausgefüllt, muss ein freies unteres Feld diesen Wurf nehmen.</translation>
    </message>
    <message>
        <source>Simple</source>
        <extracomment>the computer levels, weakest first, and their names</extracomment>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <extracomment>the points of one bonus chip before its column&apos;s multiplier a Yahtzee box&apos;s points that earn chips once all three hold them</extracomment>
        <translation>Triple-Kniffel</translation>
    </message>
    <message>
        <source>Triple Yahtzee, flat chips</source>
        <translation>Triple-Kniffel, feste Chips</translation>
    </message>
</context>
<context>
    <name>Triple rules help</name>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Die Felder</translation>
    </message>
    <message>
        <source>Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then enter the roll in any open box of any column: 39 turns in all.</source>
        <translation>Jeder Spieler hat drei Spalten mit den dreizehn Kniffel-Feldern: ×1, ×2 und ×3. In jedem Zug würfelst du bis zu dreimal mit fünf Würfeln und behältst zwischen den Würfen, was du willst; dann trägst du den Wurf in ein beliebiges freies Feld einer beliebigen Spalte ein: 39 Züge insgesamt.</translation>
    </message>
    <message>
        <source>Each column earns its own upper bonus (35 points at 63) and is added up on its own; its total counts once, twice or three times, and the grand total adds the three.</source>
        <translation>Jede Spalte bekommt ihren eigenen Bonus (35 Punkte ab 63) und wird für sich zusammengezählt; ihre Summe zählt einfach, doppelt oder dreifach, und die Endsumme zählt die drei zusammen.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it must go in its upper box in a column where that is open; if none is, in any open lower box, which it fills as if it met the box&apos;s pattern; if no lower box is open either, in an open upper box, for zero.</source>
        <translation>Sind alle drei Kniffel-Felder ausgefüllt, ist ein Kniffel ein Joker: Er muss in sein oberes Feld in einer Spalte, in der es frei ist; ist keines frei, in ein beliebiges freies unteres Feld, das er füllt, als erfülle er dessen Bedingung; ist auch kein unteres Feld frei, in ein freies oberes Feld, für null.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip: 100 points times the multiplier of the column it is entered in.</source>
        <translation>Haben alle drei Kniffel-Felder 50, bringt jeder weitere Kniffel auch einen Bonus-Chip: 100 Punkte mal den Faktor der Spalte, in die er eingetragen wird.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip of 100 points, whichever column it is entered in.</source>
        <translation>Haben alle drei Kniffel-Felder 50, bringt jeder weitere Kniffel auch einen Bonus-Chip von 100 Punkten, gleich in welche Spalte er eingetragen wird.</translation>
    </message>
</context>
<context>
    <name>Triple score card</name>
    <message>
        <source>Bonus chips</source>
        <translation>Bonus-Chips</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points times the column&apos;s multiplier for each further Yahtzee entered in it.</source>
        <translation>Haben alle drei Kniffel-Felder 50: 100 Punkte mal den Faktor der Spalte für jeden weiteren Kniffel, der in ihr eingetragen wird.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points for each further Yahtzee.</source>
        <translation>Haben alle drei Kniffel-Felder 50: 100 Punkte für jeden weiteren Kniffel.</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Spaltensumme</translation>
    </message>
    <message>
        <source>The column&apos;s boxes and bonus times its multiplier, and its chips.</source>
        <translation>Die Felder und der Bonus der Spalte mal ihren Faktor, dazu ihre Chips.</translation>
    </message>
</context>
<context>
    <name>TripleCard</name>
    <message>
        <source>Upper section</source>
        <translation>Oberer Teil</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Unterer Teil</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Bonus chips</source>
        <translation>Bonus-Chips</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Spaltensumme</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Endsumme</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} written, {counted} counted</source>
        <translation>{box}, {player}: {points} eingetragen, {counted} zählen</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now, {counted} counted</source>
        <translation>{box}, {player}: {points}, wenn du jetzt einträgst, {counted} zählen</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now (joker), {counted} counted</source>
        <translation>{box}, {player}: {points}, wenn du jetzt einträgst (Joker), {counted} zählen</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: jetzt nicht erlaubt. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: frei</translation>
    </message>
    <message>
        <source>{row} ({column}), {player}: {value}</source>
        <translation>{row} ({column}), {player}: {value}</translation>
    </message>
    <message>
        <source>{points} points when a column&apos;s upper sum reaches {threshold}, counted in its column.</source>
        <translation>{points} Punkte, wenn die obere Summe einer Spalte {threshold} erreicht, in dieser Spalte gezählt.</translation>
    </message>
    <message>
        <source>The column&apos;s boxes, bonus and chips, its sum times {multiplier}.</source>
        <translation>Die Felder, der Bonus und die Chips der Spalte, ihre Summe mal {multiplier}.</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>außer Reichweite</translation>
    </message>
</context>
<context>
    <name>TripleGame</name>
    <message>
        <source>{name} (three columns)</source>
        <translation>{name} (drei Spalten)</translation>
    </message>
    <message>
        <source>Pick a box in any column with the arrow keys and Enter, or click it.</source>
        <translation>Wähle ein Feld in einer beliebigen Spalte mit den Pfeiltasten und Eingabe, oder klicke es an.</translation>
    </message>
</context>
<context>
    <name>TripleHints</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Würfle zuerst; dann kann ein Tipp sagen, was du behalten sollst.</translation>
    </message>
    <message>
        <source>Hint: keep {dice} and roll again.</source>
        <translation>Tipp: behalte {dice} und würfle noch einmal.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tipp: würfle noch einmal mit allen Würfeln.</translation>
    </message>
    <message>
        <source>Hint: enter the roll in {place}.</source>
        <translation>Tipp: trage den Wurf in {place} ein.</translation>
    </message>
</context>
<context>
    <name>TryRoll</name>
    <message numerus="yes">
        <source>Type {count} [die|dice] or press Roll.</source>
        <translation>
            <numerusform>Gib {count} Würfel ein oder drücke Würfeln.</numerusform>
            <numerusform>Gib {count} Würfel ein oder drücke Würfeln.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice cannot be tried: {reason}.</source>
        <translation>Diese Würfel lassen sich nicht ausprobieren: {reason}.</translation>
    </message>
    <message>
        <source>Extra bonus for this roll: {points}.</source>
        <translation>Extrabonus für diesen Wurf: {points}.</translation>
    </message>
    <message>
        <source>e.g. {dice}</source>
        <translation>z. B. {dice}</translation>
    </message>
    <message>
        <source>Dice to try</source>
        <translation>Würfel zum Ausprobieren</translation>
    </message>
    <message>
        <source>e.g. 3 3 3 5 5</source>
        <translation>z. B. 3 3 3 5 5</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>Wü&amp;rfeln</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Feld für Gleiche</translation>
    </message>
    <message>
        <source>open</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>filled with a score</source>
        <translation>mit Punkten ausgefüllt</translation>
    </message>
    <message>
        <source>filled with zero</source>
        <translation>mit null ausgefüllt</translation>
    </message>
    <message>
        <source>Filled boxes</source>
        <translation>Ausgefüllte Felder</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Scores of the roll</source>
        <translation>Punkte des Wurfs</translation>
    </message>
    <message>
        <source>All-same box:</source>
        <translation>Feld für Gleiche:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>Filled boxes (tick to mark filled):</source>
        <translation>Ausgefüllte Felder (zum Markieren ankreuzen):</translation>
    </message>
    <message>
        <source>Fix the problems in the rules to try a roll.</source>
        <translation>Behebe die Probleme der Regeln, um einen Wurf auszuprobieren.</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces</source>
        <translation>Würfel sind ganze Zahlen, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
</context>
<context>
    <name>TurnTexts</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Spiel vorbei: {name} gewinnt</translation>
    </message>
    <message>
        <source>Game over: a tie, {name} wins the tie-break</source>
        <translation>Spiel vorbei: Gleichstand, {name} gewinnt das Stechen</translation>
    </message>
    <message>
        <source>Game over: {names} and {last} share the win</source>
        <translation>Spiel vorbei: {names} und {last} teilen sich den Sieg</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} ist am Zug…</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Zug {turn} von {turns}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Am Zug: {name}</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>No rolls left — score a box</source>
        <translation>Keine Würfe mehr – trag ein Feld ein</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left)</source>
        <translation>&amp;Würfeln (noch {left})</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left, {saved} saved)</source>
        <translation>&amp;Würfeln (noch {left}, {saved} gespart)</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N, or play again from the Game menu.</source>
        <translation>Starte ein neues Spiel mit Strg+N oder spiele noch einmal über das Menü Spiel.</translation>
    </message>
    <message>
        <source>Time is up — write a zero</source>
        <translation>Zeit um – trag eine Null ein</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked. Choose a box and press Enter.</source>
        <translation>Die Zeit ist um: nur noch eine Null kann eingetragen werden. Wähle ein Feld und drücke Enter.</translation>
    </message>
    <message>
        <source>Press Space or Esc to hurry the computer.</source>
        <translation>Drücke Leertaste oder Esc, um den Computer anzutreiben.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, played at another computer.</source>
        <translation>{name} ist am Zug, an einem anderen Computer.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Drücke Leertaste oder R zum Würfeln.</translation>
    </message>
    <message>
        <source>No rolls left. {pick}</source>
        <translation>Keine Würfe mehr. {pick}</translation>
    </message>
    <message>
        <source>Click dice or press 1–{dice} to hold them; {key} rolls again. {pick}</source>
        <translation>Klicke Würfel an oder drücke 1–{dice}, um sie zu halten; {key} würfelt erneut. {pick}</translation>
    </message>
    <message>
        <source>{rules} · turn {turn} of {turns}</source>
        <translation>{rules} · Zug {turn} von {turns}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Open in another window</source>
        <translation>In einem anderen Fenster offen</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Beiseitegelegt</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>{state}, online</source>
        <translation>{state}, online</translation>
    </message>
    <message>
        <source>{state}, real dice</source>
        <translation>{state}, echte Würfel</translation>
    </message>
    <message>
        <source>{turn} of {turns}</source>
        <translation>{turn} von {turns}</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}) for good?</source>
        <translation>Das offene Spiel {rules} ({names}) endgültig löschen?</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}, turn {turn}) for good?</source>
        <translation>Das offene Spiel {rules} ({names}, Zug {turn}) endgültig löschen?</translation>
    </message>
    <message>
        <source>Unfinished Games</source>
        <translation>Offene Spiele</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Keine offenen Spiele.</translation>
    </message>
    <message>
        <source>Delete Unfinished Game</source>
        <translation>Offenes Spiel löschen</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Es lässt sich danach nicht mehr fortsetzen.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Roll the dice up to three times, holding the ones you like, then fill one box of your scorecard; when every box is filled, the highest total wins.</source>
        <translation>Würfle bis zu dreimal, behalte die Würfel, die du magst, und trage dann ein Feld auf deinem Block ein; sind alle Felder gefüllt, gewinnt die höchste Summe.</translation>
    </message>
    <message>
        <source>The rules; Help ▸ Keyboard Shortcuts lists every key</source>
        <translation>Die Regeln; Hilfe ▸ Tastenkürzel zeigt alle Tasten</translation>
    </message>
    <message>
        <source>That name cannot be used: {problem}.</source>
        <translation>Dieser Name geht nicht: {problem}.</translation>
    </message>
    <message>
        <source>Welcome to Yacht Dice</source>
        <translation>Willkommen bei Yacht Dice</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Let&apos;s &amp;Play</source>
        <translation>&amp;Los geht&apos;s</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>Ü&amp;berspringen</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee boxes</name>
    <message>
        <source>2-Letter Word</source>
        <extracomment>the most a letter may be worth (as a pip die&apos;s face): a game&apos;s total stays far below what the statistics&apos; 32-bit columns hold a built-in name, translatable (context &quot;Word Yahtzee boxes&quot;) the boxes&apos; names, built-in names a translator gives in each language (records keep the box ids; the English names are what the command line and files show)</extracomment>
        <translation>2-Buchstaben-Wort</translation>
    </message>
    <message>
        <source>3-Letter Word</source>
        <translation>3-Buchstaben-Wort</translation>
    </message>
    <message>
        <source>4-Letter Word</source>
        <translation>4-Buchstaben-Wort</translation>
    </message>
    <message>
        <source>5-Letter Word</source>
        <translation>5-Buchstaben-Wort</translation>
    </message>
    <message>
        <source>6-Letter Word</source>
        <translation>6-Buchstaben-Wort</translation>
    </message>
    <message>
        <source>One Word</source>
        <translation>Ein Wort</translation>
    </message>
    <message>
        <source>Two Words</source>
        <translation>Zwei Wörter</translation>
    </message>
    <message>
        <source>Three Words</source>
        <translation>Drei Wörter</translation>
    </message>
    <message>
        <source>All Consonants</source>
        <translation>Nur Konsonanten</translation>
    </message>
    <message>
        <source>All Vowels</source>
        <translation>Nur Vokale</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Yahtzee Word</source>
        <translation>Yahtzee-Wort</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee rules</name>
    <message>
        <source>One word of exactly {count} letters: the letters used.</source>
        <translation>Ein Wort aus genau {count} Buchstaben: die verwendeten Buchstaben.</translation>
    </message>
    <message>
        <source>One word from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Ein Wort aus den Würfeln (beliebig lang, jeder Würfel einmal): die verwendeten Buchstaben.</translation>
    </message>
    <message>
        <source>Two words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Zwei Wörter aus den Würfeln (beliebig lang, jeder Würfel einmal): die verwendeten Buchstaben.</translation>
    </message>
    <message>
        <source>Three words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Drei Wörter aus den Würfeln (beliebig lang, jeder Würfel einmal): die verwendeten Buchstaben.</translation>
    </message>
    <message>
        <source>{count} words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>{count} Wörter aus den Würfeln (beliebig lang, jeder Würfel einmal): die verwendeten Buchstaben.</translation>
    </message>
    <message>
        <source>All dice consonants (Y counts): {points}.</source>
        <translation>Alle Würfel Konsonanten (Y zählt mit): {points}.</translation>
    </message>
    <message>
        <source>All dice vowels (Y counts): {points}.</source>
        <translation>Alle Würfel Vokale (Y zählt mit): {points}.</translation>
    </message>
    <message>
        <source>Any words: all seven dice count.</source>
        <translation>Beliebige Wörter: alle sieben Würfel zählen.</translation>
    </message>
    <message>
        <source>Any words: the letters used.</source>
        <translation>Beliebige Wörter: die verwendeten Buchstaben.</translation>
    </message>
    <message>
        <source>One word using every die: {points}.</source>
        <translation>Ein Wort aus allen Würfeln: {points}.</translation>
    </message>
    <message>
        <source>{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim one open box with words made from the dice (each die used at most once; the wild face, *, is any letter you name and is worth 0). A zero may go in any open box. Upper bonus {bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further seven-letter word earns {extra}.</source>
        <translation>{dice} Buchstabenwürfel, {rolls} Würfe pro Zug; behalte beliebige Würfel. Dann belegst du ein freies Feld mit Wörtern aus den Würfeln (jeder Würfel höchstens einmal; die Jokerseite, *, ist ein Buchstabe deiner Wahl und zählt 0). Eine Null darf in jedes freie Feld. Bonus oben: {bonus} ab {threshold}; sobald das Feld Yahtzee-Wort {points} enthält, bringt jedes weitere Wort aus sieben Buchstaben {extra}.</translation>
    </message>
    <message>
        <source>Die {die}: {faces}</source>
        <translation>Würfel {die}: {faces}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Die Würfel</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Die Felder</translation>
    </message>
</context>
<context>
    <name>WordCard</name>
    <message>
        <source>Upper section</source>
        <translation>Oberer Teil</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Unterer Teil</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summe oben</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Gesamt oben</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Gesamt unten</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Yahtzee-Bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Endsumme</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {player} played {words}, {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {player} spielte {words}, {points} Punkt eingetragen. {rule}</numerusform>
            <numerusform>{box}: {player} spielte {words}, {points} Punkte eingetragen. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} played {words} and scored {points}</source>
        <translation>
            <numerusform>{box}, {player} spielte {words} und bekam {points} Punkt</numerusform>
            <numerusform>{box}, {player} spielte {words} und bekam {points} Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} Punkt eingetragen. {rule}</numerusform>
            <numerusform>{box}: {points} Punkte eingetragen. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} scored {points}</source>
        <translation>
            <numerusform>{box}, {player} bekam {points} Punkt</numerusform>
            <numerusform>{box}, {player} bekam {points} Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: frei. {rule}</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, frei</translation>
    </message>
    <message>
        <source>The 2- to 6-Letter boxes added up.</source>
        <translation>Die Felder 2- bis 6-Buchstaben-Wort zusammengezählt.</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} Punkt, wenn die Summe oben {threshold} erreicht.</numerusform>
            <numerusform>{points} Punkte, wenn die Summe oben {threshold} erreicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>{sum} / {threshold}</source>
        <translation>{sum} / {threshold}</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summe oben plus Bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Die unteren Felder zusammengezählt.</translation>
    </message>
    <message>
        <source>{count} × {points} for further seven-letter words.</source>
        <translation>{count} × {points} für weitere Wörter aus sieben Buchstaben.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alles zusammengezählt.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, noch nichts</translation>
    </message>
</context>
<context>
    <name>WordGame</name>
    <message>
        <source>{name} (letter dice)</source>
        <translation>{name} (Buchstabenwürfel)</translation>
    </message>
    <message>
        <source>Type words (or click the letters), then pick a box and press Enter.</source>
        <translation>Gib Wörter ein (oder klicke auf die Buchstaben), wähle dann ein Feld und drücke Enter.</translation>
    </message>
    <message>
        <source>The word list is still loading; claim again in a moment.</source>
        <translation>Die Wortliste wird noch geladen; versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The word list could not be loaded</source>
        <translation>Die Wortliste konnte nicht geladen werden</translation>
    </message>
</context>
<context>
    <name>WordLookup</name>
    <message>
        <source>The word list is still loading; look the word up in a moment.</source>
        <translation>Die Wortliste wird noch geladen; schlag das Wort gleich nach.</translation>
    </message>
    <message>
        <source>Look Up a &amp;Word…</source>
        <translation>&amp;Wort nachschlagen…</translation>
    </message>
    <message>
        <source>Look up a &amp;word…</source>
        <translation>Wort &amp;nachschlagen…</translation>
    </message>
    <message>
        <source>Is it a word in this game? Settle a challenge (Ctrl+L)</source>
        <translation>Ist es ein Wort in diesem Spiel? Entscheide einen Streit (Strg+L)</translation>
    </message>
</context>
<context>
    <name>WordOptions</name>
    <message>
        <source>One-&amp;minute timer per turn (when time is up, score a zero)</source>
        <translation>Eine &amp;Minute pro Zug (ist die Zeit um, gibt es eine Null)</translation>
    </message>
    <message>
        <source>The rule sheet&apos;s hourglass: each person has a minute per turn.</source>
        <translation>Die Sanduhr der Spielregel: jede Person hat eine Minute pro Zug.</translation>
    </message>
    <message>
        <source>&amp;Family words: nobody may play an offensive word</source>
        <translation>&amp;Familienfilter: niemand darf ein anstößiges Wort spielen</translation>
    </message>
    <message>
        <source>Words on the offensive-words list are refused for everyone. Computer players never play them, whatever this says.</source>
        <translation>Wörter auf der Liste anstößiger Wörter werden für alle abgelehnt. Computerspieler spielen sie nie, egal was hier steht.</translation>
    </message>
    <message>
        <source>The words are English: the dictionary and the letter values follow the English rules.</source>
        <extracomment>said in every language but English (New Game&apos;s options, F1): the words stay English</extracomment>
        <translation>Die Wörter sind englisch: Wörterbuch und Buchstabenwerte folgen den englischen Regeln.</translation>
    </message>
</context>
<context>
    <name>WordPart</name>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Würfle zuerst; ein Tipp bezieht sich auf die Würfel auf dem Tisch.</translation>
    </message>
    <message>
        <source>Hint: write a zero in {box}.</source>
        <translation>Tipp: trag eine Null bei {box} ein.</translation>
    </message>
    <message>
        <source>Hint: book {words} in {box}.</source>
        <translation>Tipp: trag {words} bei {box} ein.</translation>
    </message>
    <message>
        <source>Hint: book {box}.</source>
        <translation>Tipp: trag {box} ein.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tipp: würfle alle Würfel noch einmal.</translation>
    </message>
    <message>
        <source>the wild face</source>
        <translation>die Jokerseite</translation>
    </message>
    <message>
        <source>Hint: keep die {die} ({letter}) and roll the others again.</source>
        <translation>Tipp: behalte Würfel {die} ({letter}) und würfle die anderen neu.</translation>
    </message>
    <message>
        <source>{player} booked {box} with {letters}: {points}.</source>
        <translation>{player} trug {box} mit {letters} ein: {points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: 0 in {box}.</source>
        <translation>{player} hatte keine Zeit mehr: 0 in {box}.</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} ({letters}) and roll the others again.</source>
        <translation>Tipp: behalte die Würfel {dice} ({letters}) und würfle die anderen neu.</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Eintrag</translation>
    </message>
</context>
<context>
    <name>WordReview</name>
    <message numerus="yes">
        <source>{count} turn(s); {missed} missed in the boxes chosen. The most was in turn {turn} ({loss} in {box}).</source>
        <translation>
            <numerusform>{count} Zug; {missed} verschenkt in den gewählten Feldern. Am meisten in Zug {turn} ({loss} bei {box}).</numerusform>
            <numerusform>{count} Züge; {missed} verschenkt in den gewählten Feldern. Am meisten in Zug {turn} ({loss} bei {box}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} Punkt</numerusform>
            <numerusform>{points} Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} + {bonus} bonus</source>
        <translation>{points} + {bonus} Bonus</translation>
    </message>
    <message>
        <source>{box} ({points})</source>
        <translation>{box} ({points})</translation>
    </message>
    <message>
        <source>{box}: {words} ({points})</source>
        <translation>{box}: {words} ({points})</translation>
    </message>
    <message>
        <source>{box}: nothing scores</source>
        <translation>{box}: nichts zählt</translation>
    </message>
    <message>
        <source>{box}: zero</source>
        <translation>{box}: gestrichen</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>nichts zählt</translation>
    </message>
    <message>
        <source>{claim}, {more} more</source>
        <translation>{claim}, {more} mehr</translation>
    </message>
    <message>
        <source>A letter after * is the one the wild face stood for.</source>
        <translation>Ein Buchstabe nach * ist der, für den die Jokerseite stand.</translation>
    </message>
    <message>
        <source>The best claim in any open box scored {more} more; another box may still be the better plan for the turns to come.</source>
        <translation>Der beste Eintrag in einem freien Feld brachte {more} mehr; ein anderes Feld kann für die kommenden Züge trotzdem der bessere Plan sein.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Für diesen Spieler gibt es keine Züge zu prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>The {box} box allowed {missed} more point(s) than the claim made.</source>
        <translation>
            <numerusform>Das Feld {box} hätte {missed} Punkt mehr erlaubt als der Eintrag.</numerusform>
            <numerusform>Das Feld {box} hätte {missed} Punkte mehr erlaubt als der Eintrag.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every claim was the best its box allowed: no points missed in {count} turn(s).</source>
        <translation>
            <numerusform>Jeder Eintrag war das Beste, was sein Feld erlaubte: keine Punkte verschenkt in {count} Zug.</numerusform>
            <numerusform>Jeder Eintrag war das Beste, was sein Feld erlaubte: keine Punkte verschenkt in {count} Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Buchstaben</translation>
    </message>
    <message>
        <source>You booked</source>
        <translation>Dein Eintrag</translation>
    </message>
    <message>
        <source>Best in that box</source>
        <translation>Bestes in dem Feld</translation>
    </message>
    <message>
        <source>Best in any box</source>
        <translation>Bestes in einem Feld</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Verschenkt</translation>
    </message>
    <message>
        <source>points missed</source>
        <translation>verschenkte Punkte</translation>
    </message>
    <message>
        <source>game {game}: {value:.0f} points missed</source>
        <translation>Spiel {game}: {value:.0f} Punkte verschenkt</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Verschenkte Punkte</translation>
    </message>
    <message>
        <source>Every turn, against the best words the letters allowed:</source>
        <translation>Jeder Zug im Vergleich mit den besten Wörtern, die die Buchstaben erlaubten:</translation>
    </message>
</context>
<context>
    <name>Yacht boxes</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Little Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Big Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Wahl</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
</context>
<context>
    <name>Yahtzee boxes</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Kniffel</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
</context>
<context>
    <name>Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
</context>
<context>
    <name>bookings</name>
    <message>
        <source>{player} booked {words} in {box}: {points}.</source>
        <translation>{player} trug {words} bei {box} ein: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {box}: {points}.</source>
        <translation>{player} trug {box} ein: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {words} in {box}.</source>
        <translation>{player} trug {words} bei {box} ein.</translation>
    </message>
    <message>
        <source>{player} booked {box}.</source>
        <translation>{player} trug {box} ein.</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <extracomment>a box in one of a player&apos;s columns, on a card with several (&quot;Chance (×3)&quot;)</extracomment>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{number} (misread)</source>
        <translation>{number} (falsch gelesen)</translation>
    </message>
</context>
<context>
    <name>box kinds</name>
    <message>
        <source>Match</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>genau</translation>
    </message>
    <message>
        <source>whether more dice of the face may show</source>
        <translation>ob mehr Würfel diese Augenzahl zeigen dürfen</translation>
    </message>
    <message>
        <source>contained in the roll</source>
        <translation>im Wurf enthalten</translation>
    </message>
    <message>
        <source>exactly the roll</source>
        <translation>genau der Wurf</translation>
    </message>
    <message>
        <source>whether the roll must be exactly the set</source>
        <translation>ob der Wurf genau diese Augenzahlen sein muss</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Augenzahlen</translation>
    </message>
    <message>
        <source>the faces the roll must show</source>
        <translation>die Augenzahlen, die der Wurf zeigen muss</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>how many faces in a row</source>
        <translation>wie viele Augenzahlen in Folge</translation>
    </message>
    <message>
        <source>Face (upper box)</source>
        <translation>Augenzahl (oberes Feld)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Augenzahl</translation>
    </message>
    <message>
        <source>the face whose dice count</source>
        <translation>die Augenzahl, deren Würfel zählen</translation>
    </message>
    <message>
        <source>N of a kind</source>
        <translation>N Gleiche</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>dice showing the same face</source>
        <translation>Würfel mit derselben Augenzahl</translation>
    </message>
    <message>
        <source>Groups of equal dice</source>
        <translation>Gruppen gleicher Würfel</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>Gruppengrößen</translation>
    </message>
    <message>
        <source>dice in each group, e.g. 3, 2 for a full house</source>
        <translation>Würfel je Gruppe, z. B. 3, 2 für ein Full House</translation>
    </message>
    <message>
        <source>Different faces</source>
        <translation>Verschiedene Augenzahlen</translation>
    </message>
    <message>
        <source>each group shows a different face</source>
        <translation>jede Gruppe zeigt eine andere Augenzahl</translation>
    </message>
    <message>
        <source>Straight</source>
        <extracomment>every kind by name (each of its own pattern type, which its calls take)</extracomment>
        <translation>Straße</translation>
    </message>
    <message>
        <source>All the same</source>
        <translation>Alle gleich</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>feste Punkte</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>Summe aller Würfel</translation>
    </message>
    <message>
        <source>sum of the dice used</source>
        <translation>Summe der verwendeten Würfel</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>N of a kind (dice used)</source>
        <translation>N Gleiche (verwendete Würfel)</translation>
    </message>
    <message>
        <source>N of a Kind</source>
        <translation>N Gleiche</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Ein Paar</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Zwei Paare</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Drei Paare</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Villa (two threes)</source>
        <translation>Villa (zwei Dreier)</translation>
    </message>
    <message>
        <source>Tower (four and two)</source>
        <translation>Turm (vier und zwei)</translation>
    </message>
    <message>
        <source>Any group pattern</source>
        <translation>Beliebige Gruppen</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Straight: a run</source>
        <translation>Straße: in Folge</translation>
    </message>
    <message>
        <source>Straight: an exact set</source>
        <translation>Straße: genau diese Augenzahlen</translation>
    </message>
    <message>
        <source>Exact Straight</source>
        <translation>Genaue Straße</translation>
    </message>
    <message>
        <source>Straight: a set in the roll</source>
        <translation>Straße: Augenzahlen im Wurf</translation>
    </message>
    <message>
        <source>Set Straight</source>
        <translation>Augenzahl-Straße</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Siebener</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Achter</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Neuner</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>Elevens</source>
        <translation>Elfer</translation>
    </message>
    <message>
        <source>Twelves</source>
        <translation>Zwölfer</translation>
    </message>
    <message>
        <source>{face}s</source>
        <translation>{face}er</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>{file} kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was written</source>
        <translation>{file} kann nicht geschrieben werden: {reason}; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>{file} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>the text holds a lone surrogate, which UTF-8 cannot encode</source>
        <translation>der Text enthält ein einzelnes Surrogatzeichen, das UTF-8 nicht kodieren kann</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>es ist {kind}, keine normale Datei</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>sie ist größer als {limit} Byte</translation>
    </message>
    <message>
        <source>a file name must be text</source>
        <translation>ein Dateiname muss Text sein</translation>
    </message>
    <message>
        <source>no file name was given, so nothing was written</source>
        <translation>es wurde kein Dateiname angegeben, also wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>ein Dateiname darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>der Name bezeichnet einen Ordner, keine Datei</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>eine symbolische Verknüpfung</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine normale Datei</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>ihr Ordner existiert nicht</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>ein Teil des Pfads ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>a name must be text</source>
        <extracomment>holds and undos in one turn (an undo gives none back): a person toggling dice makes a few; this keeps a turn&apos;s log, and the states Undo can go back to, small holds and undos in one game; rolls and scores stay allowed, so a game can always end</extracomment>
        <translation>ein Name muss Text sein</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>ein Name darf nicht leer sein</translation>
    </message>
    <message>
        <source>a name must be at most {limit} characters</source>
        <translation>ein Name darf höchstens {limit} Zeichen haben</translation>
    </message>
    <message>
        <source>a name must not contain control characters</source>
        <translation>ein Name darf keine Steuerzeichen enthalten</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>roll the dice first</source>
        <translation>würfle zuerst</translation>
    </message>
    <message>
        <source>the game is over: its last box cannot be taken back</source>
        <translation>das Spiel ist vorbei: sein letztes Feld lässt sich nicht zurücknehmen</translation>
    </message>
    <message>
        <source>nothing to undo: a roll cannot be taken back</source>
        <translation>nichts zurückzunehmen: ein Wurf lässt sich nicht zurücknehmen</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts zurückzunehmen</translation>
    </message>
    <message>
        <source>{player}&apos;s move cannot be taken back: Undo is for your own moves</source>
        <translation>der Zug von {player} lässt sich nicht zurücknehmen: Rückgängig gilt nur für deine eigenen Züge</translation>
    </message>
    <message>
        <source>no rolls left this turn; score a box</source>
        <translation>keine Würfe mehr in diesem Zug; trage ein Feld ein</translation>
    </message>
    <message>
        <source>every die is held; release one to roll</source>
        <translation>alle Würfel sind gehalten; gib einen frei, um zu würfeln</translation>
    </message>
    <message>
        <source>die {die} is held and cannot change</source>
        <translation>Würfel {die} ist gehalten und kann sich nicht ändern</translation>
    </message>
    <message>
        <source>these dice were rolled here: score a box</source>
        <translation>diese Würfel wurden hier geworfen; trage ein Feld ein</translation>
    </message>
    <message>
        <source>this turn&apos;s dice have been typed in again as often as a turn allows: score a box</source>
        <translation>die Würfel dieses Zugs wurden so oft neu eingegeben, wie ein Zug erlaubt; trage ein Feld ein</translation>
    </message>
    <message>
        <source>no rolls left to use; holding dice would change nothing</source>
        <translation>keine Würfe mehr übrig; Würfel zu halten ändert nichts</translation>
    </message>
    <message>
        <source>dice are numbered 1 to {count}</source>
        <translation>die Würfel sind von 1 bis {count} nummeriert</translation>
    </message>
    <message>
        <source>a die is named twice</source>
        <translation>ein Würfel ist doppelt genannt</translation>
    </message>
    <message>
        <source>those dice are already the held ones</source>
        <translation>genau diese Würfel sind schon gehalten</translation>
    </message>
    <message>
        <source>this game has had {moves} holds and undos, the most a game may have: roll or score</source>
        <translation>in diesem Spiel wurde schon {moves}-mal gehalten und zurückgenommen, öfter geht es nicht: würfle oder trage ein</translation>
    </message>
    <message>
        <source>this turn has had {moves} holds and undos, the most a turn may have: roll or score</source>
        <translation>in diesem Zug wurde schon {moves}-mal gehalten und zurückgenommen, öfter geht es nicht: würfle oder trage ein</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Yahtzee</source>
        <translation>Kniffel</translation>
    </message>
    <message>
        <source>Yahtzee (free joker)</source>
        <translation>Kniffel (freier Joker)</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
    <message>
        <source>Maxi Yatzy (no saved rolls)</source>
        <translation>Maxi Yatzy (ohne aufgehobene Würfe)</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
    <message>
        <source>Word Yahtzee</source>
        <extracomment>the dictionary claims are judged against; None means the one handed to :func:`use_dictionary` (the shipped word list, in the app) Family words: claims are judged by the dictionary&apos;s family version (no offensive words) words a saved game booked, accepted whatever the dictionary of the day says: a game read back from the history replays (and goes on) as it was played, when a later word list or Family words would refuse them (lower case; not saved)</extracomment>
        <translation>Word Yahtzee</translation>
    </message>
    <message>
        <source>Yahtzee Words</source>
        <translation>Yahtzee Words</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (4 digits)</source>
        <extracomment>the fields of a card file, at each level; any other is a misspelling (&quot;digt&quot;) or a field of something else, which would otherwise be left out without a word</extracomment>
        <translation>Stellenwert-Kniffel (4 Ziffern)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (3 digits)</source>
        <translation>Stellenwert-Kniffel (3 Ziffern)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (6 digits)</source>
        <translation>Stellenwert-Kniffel (6 Ziffern)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (decimals)</source>
        <translation>Stellenwert-Kniffel (Dezimalen)</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Augenwürfel</translation>
    </message>
    <message>
        <source>Digit dice</source>
        <translation>Ziffernwürfel</translation>
    </message>
    <message>
        <source>Letter dice</source>
        <translation>Buchstabenwürfel</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Triple-Kniffel</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Plain</source>
        <extracomment>what an X counts for when boxes are compared (rule sheet 003): 0, below every number how many turns&apos; chances an opponent has, over a game, to fill a box: they write an X in it only when all of them fail (measured: strong players write an X in &quot;a 5 in the hundreds place&quot; of the 3-digit card in 4% of games, where one turn fails 33% of the time)</extracomment>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>one</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neun</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>null</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>a message</source>
        <extracomment>how deep sentences may stand in one another&apos;s places on the wire a whole number a sentence from another program may hold is below this (JSON&apos;s exact whole numbers; a frame&apos;s size from its 4-byte header is under 2**32); the locale&apos;s number format takes 64-bit numbers, and a sent 2**70 stopped it the most characters a sentence from another program is shown with (a refusal, a goodbye); a sentence made longer than this from what was sent is refused: a template saying a place twice, nested, made 9 KB sent into 289,000 characters shown a word from another program longer than this is given places to break (a 9,000-letter word made the guest&apos;s windows 107,000 px wide)</extracomment>
        <translation>eine Nachricht</translation>
    </message>
    <message>
        <source>its greeting</source>
        <translation>ihre Begrüßung</translation>
    </message>
    <message>
        <source>it</source>
        <translation>sie</translation>
    </message>
    <message>
        <source>it sent an empty frame</source>
        <translation>die Gegenseite sandte einen leeren Rahmen</translation>
    </message>
    <message>
        <source>it sent a frame of {size} bytes; the most is {most}</source>
        <translation>die Gegenseite sandte einen Rahmen von {size} Bytes; höchstens {most} sind erlaubt</translation>
    </message>
    <message>
        <source>{what} was not JSON this program accepts ({why})</source>
        <translation>{what} war kein JSON, das dieses Programm annimmt ({why})</translation>
    </message>
    <message>
        <source>{what} was not a JSON object</source>
        <translation>{what} war kein JSON-Objekt</translation>
    </message>
    <message>
        <source>{what} nested deeper than {most} levels</source>
        <translation>{what} war tiefer als {most} Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>{what} held more than {most} values</source>
        <translation>{what} enthielt mehr als {most} Werte</translation>
    </message>
    <message>
        <source>{what} had a field it may not have: {name}</source>
        <translation>{what} hatte ein Feld, das nicht erlaubt ist: {name}</translation>
    </message>
    <message>
        <source>{what} lacked the field {name}</source>
        <translation>{what} hatte kein Feld {name}</translation>
    </message>
    <message>
        <source>{what} had the wrong type for {name}</source>
        <translation>{what} hatte den falschen Typ für {name}</translation>
    </message>
    <message>
        <source>its key exchange was not valid</source>
        <translation>ihr Schlüsselaustausch war ungültig</translation>
    </message>
    <message>
        <source>its greeting had no protocol version</source>
        <translation>ihre Begrüßung nannte keine Protokollversion</translation>
    </message>
    <message>
        <source>its greeting was not the one this side expects</source>
        <translation>ihre Begrüßung war nicht die, die diese Seite erwartet</translation>
    </message>
    <message>
        <source>it speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>die Gegenseite spricht Version {theirs} des Spielprotokolls; dieser Computer spricht Version {ours}</translation>
    </message>
    <message>
        <source>the host speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>der Gastgeber spricht Version {theirs} des Spielprotokolls; dieser Computer spricht Version {ours}</translation>
    </message>
    <message>
        <source>This computer speaks version {ours} of the game&apos;s protocol; the host speaks version {theirs}.</source>
        <translation>Dieser Computer spricht Version {ours} des Spielprotokolls; der Gastgeber spricht Version {theirs}.</translation>
    </message>
    <message>
        <source>the connection ran out of message numbers</source>
        <translation>der Verbindung sind die Nachrichtennummern ausgegangen</translation>
    </message>
    <message>
        <source>it sent a frame too short to be sealed</source>
        <translation>die Gegenseite sandte einen Rahmen, der zu kurz für eine Versiegelung ist</translation>
    </message>
    <message>
        <source>the room code is not right</source>
        <translation>der Raumcode stimmt nicht</translation>
    </message>
    <message>
        <source>a message was altered on the way (it did not verify)</source>
        <translation>eine Nachricht wurde unterwegs verändert (sie ließ sich nicht prüfen)</translation>
    </message>
    <message>
        <source>it sent message {number} again (a replay)</source>
        <translation>die Gegenseite sandte Nachricht {number} noch einmal (eine Wiederholung)</translation>
    </message>
    <message>
        <source>message {number} came before message {expected} (out of order)</source>
        <translation>Nachricht {number} kam vor Nachricht {expected} (falsche Reihenfolge)</translation>
    </message>
    <message>
        <source>it did not confirm the key</source>
        <translation>die Gegenseite bestätigte den Schlüssel nicht</translation>
    </message>
    <message>
        <source>it sent a sealed frame of an unknown kind</source>
        <translation>die Gegenseite sandte einen versiegelten Rahmen unbekannter Art</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>it did not read what it was sent ({size} bytes waited)</source>
        <translation>die Gegenseite las nicht, was ihr gesandt wurde ({size} Bytes warteten)</translation>
    </message>
    <message>
        <source>it sent more than {burst} frames at once, faster than {rate} a second</source>
        <translation>die Gegenseite sandte mehr als {burst} Rahmen auf einmal, schneller als {rate} pro Sekunde</translation>
    </message>
    <message>
        <source>it sent more than {burst} bytes at once, faster than {rate} a second</source>
        <translation>die Gegenseite sandte mehr als {burst} Bytes auf einmal, schneller als {rate} pro Sekunde</translation>
    </message>
    <message>
        <source>it sent nothing for {seconds} seconds</source>
        <translation>die Gegenseite sandte {seconds} Sekunden lang nichts</translation>
    </message>
    <message>
        <source>it did not finish joining within {seconds} seconds</source>
        <translation>die Gegenseite trat nicht innerhalb von {seconds} Sekunden bei</translation>
    </message>
    <message>
        <source>the host did not answer within {seconds} seconds</source>
        <translation>der Gastgeber antwortete nicht innerhalb von {seconds} Sekunden</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>die Verbindung ging verloren</translation>
    </message>
    <message>
        <source>it left before it had joined</source>
        <translation>die Gegenseite ging, bevor sie beigetreten war</translation>
    </message>
    <message>
        <source>the host closed the connection before letting this computer in</source>
        <translation>der Gastgeber schloss die Verbindung, bevor er diesen Computer hereinließ</translation>
    </message>
    <message>
        <source>{address} is locked out after {count} wrong room codes</source>
        <translation>{address} ist nach {count} falschen Raumcodes ausgesperrt</translation>
    </message>
    <message>
        <source>the room already has {count} connections</source>
        <translation>der Raum hat schon {count} Verbindungen</translation>
    </message>
    <message>
        <source>{count} others are joining at this moment</source>
        <translation>gerade treten {count} andere bei</translation>
    </message>
    <message>
        <source>{count} others from {address} are joining at this moment</source>
        <translation>gerade treten {count} andere von {address} bei</translation>
    </message>
    <message>
        <source>The connection with {peer} ended: {why}.</source>
        <translation>Die Verbindung mit {peer} endete: {why}.</translation>
    </message>
    <message>
        <source>Refused {peer}: {why}.</source>
        <translation>{peer} abgewiesen: {why}.</translation>
    </message>
    <message>
        <source>{address} is locked out of this room after {count} wrong room codes.</source>
        <translation>{address} ist nach {count} falschen Raumcodes aus diesem Raum ausgesperrt.</translation>
    </message>
    <message>
        <source>Refusals that came too fast to be written here: {count}.</source>
        <translation>Abweisungen, die zu schnell kamen, um hier aufgeschrieben zu werden: {count}.</translation>
    </message>
    <message>
        <source>Could not join {peer}: {why}.</source>
        <translation>Konnte {peer} nicht beitreten: {why}.</translation>
    </message>
    <message>
        <source>Could not reach {peer}: {why}.</source>
        <translation>Konnte {peer} nicht erreichen: {why}.</translation>
    </message>
    <message>
        <source>Could not listen on port {port}: {why}.</source>
        <translation>Konnte nicht an Port {port} lauschen: {why}.</translation>
    </message>
    <message>
        <source>A room code has {shortest} to {longest} of the digits 2 to 9 and the letters A to Z without I, L and O.</source>
        <translation>Ein Raumcode hat {shortest} bis {longest} Zeichen aus den Ziffern 2 bis 9 und den Buchstaben A bis Z ohne I, L und O.</translation>
    </message>
    <message>
        <source>it was larger than {most} bytes</source>
        <translation>sie war größer als {most} Bytes</translation>
    </message>
    <message>
        <source>it was not a room&apos;s announcement</source>
        <translation>sie war nicht die Ankündigung eines Raums</translation>
    </message>
    <message>
        <source>its port, open seats or version was out of bounds</source>
        <translation>ihr Port, ihre offenen Plätze oder ihre Version lagen außerhalb der Grenzen</translation>
    </message>
    <message>
        <source>its name was empty, longer than {most} characters or held control characters</source>
        <translation>ihr Name war leer, länger als {most} Zeichen oder enthielt Steuerzeichen</translation>
    </message>
    <message>
        <source>its rules&apos; name was empty, longer than {most} characters or held control characters</source>
        <translation>der Name ihrer Regeln war leer, länger als {most} Zeichen oder enthielt Steuerzeichen</translation>
    </message>
    <message>
        <source>{count} games are listed already</source>
        <translation>{count} Spiele sind schon aufgelistet</translation>
    </message>
    <message>
        <source>Ignored an announcement from {host}: {why}.</source>
        <translation>Ankündigung von {host} ignoriert: {why}.</translation>
    </message>
    <message>
        <source>Could not listen for games on port {port}: {why}.</source>
        <translation>Konnte nicht an Port {port} nach Spielen lauschen: {why}.</translation>
    </message>
    <message>
        <source>a roll&apos;s dice are drawn by the room: send {roll}</source>
        <translation>die Würfel eines Wurfs zieht der Raum: sende {roll}</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers</source>
        <translation>Rückgängig gibt es in einem Spiel über mehrere Computer nicht</translation>
    </message>
    <message>
        <source>the kept room has {seats} seats for a game of {players} players</source>
        <translation>der gespeicherte Raum hat {seats} Plätze für ein Spiel mit {players} Spielern</translation>
    </message>
    <message>
        <source>the kept game has a roll its room did not keep</source>
        <translation>das gespeicherte Spiel hat einen Wurf, den sein Raum nicht gespeichert hat</translation>
    </message>
    <message>
        <source>roll {roll} of the kept game is not the one its room draws</source>
        <translation>Wurf {roll} des gespeicherten Spiels ist nicht der, den sein Raum zieht</translation>
    </message>
    <message>
        <source>{count} messages were refused</source>
        <translation>{count} Nachrichten wurden abgewiesen</translation>
    </message>
    <message>
        <source>a message was refused: {why}</source>
        <translation>eine Nachricht wurde abgewiesen: {why}</translation>
    </message>
    <message>
        <source>{name} left: {why}</source>
        <translation>{name} ist gegangen: {why}</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat of a guest who is away</source>
        <translation>Platz {seat} ist nicht der Platz eines Gasts, der weg ist</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}</source>
        <translation>{level} ist keine Computerstufe von {game}</translation>
    </message>
    <message>
        <source>a computer plays {name}&apos;s seat until {name} is back</source>
        <translation>ein Computer spielt auf dem Platz von {name}, bis {name} zurück ist</translation>
    </message>
    <message>
        <source>this program already has a seat</source>
        <translation>dieses Programm hat schon einen Platz</translation>
    </message>
    <message>
        <source>a new seat needs the head of its chain</source>
        <translation>ein neuer Platz braucht den Kopf seiner Kette</translation>
    </message>
    <message>
        <source>{name} is already at the table: choose another name</source>
        <translation>{name} sitzt schon am Tisch: wähle einen anderen Namen</translation>
    </message>
    <message>
        <source>the room has no open seat</source>
        <translation>der Raum hat keinen freien Platz</translation>
    </message>
    <message>
        <source>{name} sat down at seat {seat} ({peer})</source>
        <translation>{name} hat sich auf Platz {seat} gesetzt ({peer})</translation>
    </message>
    <message>
        <source>no seat has that ticket</source>
        <translation>kein Platz hat diese Karte</translation>
    </message>
    <message>
        <source>{name} is connected already</source>
        <translation>{name} ist schon verbunden</translation>
    </message>
    <message>
        <source>{name} is back at seat {seat} ({peer})</source>
        <translation>{name} ist zurück auf Platz {seat} ({peer})</translation>
    </message>
    <message>
        <source>every seat is taken: the game begins</source>
        <translation>jeder Platz ist besetzt: das Spiel beginnt</translation>
    </message>
    <message>
        <source>seat {seat} is not played at this computer</source>
        <translation>Platz {seat} wird nicht an diesem Computer gespielt</translation>
    </message>
    <message>
        <source>sit down first</source>
        <translation>setz dich zuerst</translation>
    </message>
    <message>
        <source>the computer that stood in for this seat ends this turn</source>
        <translation>der Computer, der für diesen Platz eingesprungen ist, beendet diesen Zug</translation>
    </message>
    <message>
        <source>the game has not begun</source>
        <translation>das Spiel hat nicht begonnen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not {name}&apos;s</source>
        <translation>{player} ist am Zug, nicht {name}</translation>
    </message>
    <message>
        <source>the dice are being rolled</source>
        <translation>die Würfel werden geworfen</translation>
    </message>
    <message>
        <source>no value for roll {roll} is wanted from this seat</source>
        <translation>von diesem Platz wird kein Wert für Wurf {roll} gebraucht</translation>
    </message>
    <message>
        <source>roll {roll}: {why}</source>
        <translation>Wurf {roll}: {why}</translation>
    </message>
    <message>
        <source>no value for roll {roll} came within {seconds} seconds</source>
        <translation>kein Wert für Wurf {roll} kam innerhalb von {seconds} Sekunden</translation>
    </message>
    <message>
        <source>the game could not be kept: {why}</source>
        <translation>das Spiel konnte nicht gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>the game is over: {verdict}</source>
        <translation>das Spiel ist vorbei: {verdict}</translation>
    </message>
    <message>
        <source>{name} (a computer): {why}</source>
        <translation>{name} (ein Computer): {why}</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume.</source>
        <translation>Hier gibt es kein offenes ausgerichtetes Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume with the id {id}.</source>
        <translation>Hier gibt es kein offenes ausgerichtetes Spiel mit der ID {id} zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Game {id} cannot be resumed.</source>
        <translation>Spiel {id} kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>the host sent a message that was refused: {why}</source>
        <translation>der Gastgeber sandte eine Nachricht, die abgewiesen wurde: {why}</translation>
    </message>
    <message>
        <source>the host&apos;s game was refused: {why}</source>
        <translation>das Spiel des Gastgebers wurde abgewiesen: {why}</translation>
    </message>
    <message>
        <source>the host refused: {why}</source>
        <translation>der Gastgeber lehnte ab: {why}</translation>
    </message>
    <message>
        <source>the guest closed the game</source>
        <translation>der Gast hat das Spiel geschlossen</translation>
    </message>
    <message>
        <source>the host closed the room</source>
        <translation>der Gastgeber hat den Raum geschlossen</translation>
    </message>
    <message>
        <source>the host left: the game is kept, and Join a Game takes your seat back when the host opens the room again</source>
        <translation>der Gastgeber ist gegangen: das Spiel bleibt erhalten, und Spiel beitreten holt deinen Platz zurück, sobald der Gastgeber den Raum wieder öffnet</translation>
    </message>
    <message>
        <source>this computer speaks room version {ours}; the host speaks {theirs}</source>
        <translation>dieser Computer spricht Raumversion {ours}; der Gastgeber spricht {theirs}</translation>
    </message>
    <message>
        <source>the host now hosts another game</source>
        <translation>der Gastgeber richtet jetzt ein anderes Spiel aus</translation>
    </message>
    <message>
        <source>the host&apos;s dictionary is version {theirs}; this computer has version {ours}, so it cannot join</source>
        <translation>das Wörterbuch des Gastgebers ist Version {theirs}; dieser Computer hat Version {ours} und kann deshalb nicht beitreten</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}; choose from {levels}</source>
        <translation>{level} ist keine Computerstufe von {game}; wähle aus {levels}</translation>
    </message>
    <message>
        <source>the host does not hold this seat&apos;s chain</source>
        <translation>der Gastgeber hat nicht die Kette dieses Platzes</translation>
    </message>
    <message>
        <source>the host sent {count} rolls&apos; contributions for another number of rolls</source>
        <translation>der Gastgeber sandte die Beiträge von {count} Würfen für eine andere Zahl von Würfen</translation>
    </message>
    <message>
        <source>the host sent action {number} when action {expected} was next</source>
        <translation>der Gastgeber sandte Aktion {number}, als Aktion {expected} an der Reihe war</translation>
    </message>
    <message>
        <source>action {number} is not a roll but has contributions</source>
        <translation>Aktion {number} ist kein Wurf, hat aber Beiträge</translation>
    </message>
    <message>
        <source>action {number} is not legal: {why}</source>
        <translation>Aktion {number} ist nicht erlaubt: {why}</translation>
    </message>
    <message>
        <source>the host played before the game began</source>
        <translation>der Gastgeber spielte, bevor das Spiel begann</translation>
    </message>
    <message>
        <source>roll {roll} is beyond this seat&apos;s chain</source>
        <translation>Wurf {roll} liegt jenseits der Kette dieses Platzes</translation>
    </message>
    <message>
        <source>the host revealed its seed before the game began</source>
        <translation>der Gastgeber legte seinen Startwert offen, bevor das Spiel begann</translation>
    </message>
    <message>
        <source>the host ended the game before its end; {verdict}</source>
        <translation>der Gastgeber beendete das Spiel vor seinem Ende; {verdict}</translation>
    </message>
    <message>
        <source>all {count} rolls verified</source>
        <translation>alle {count} Würfe geprüft</translation>
    </message>
    <message>
        <source>roll {roll} did not verify: {why}</source>
        <translation>Wurf {roll} bestand die Prüfung nicht: {why}</translation>
    </message>
    <message>
        <source>none of the {count} rolls verified: {why}</source>
        <translation>keiner der {count} Würfe geprüft: {why}</translation>
    </message>
    <message>
        <source>roll {roll} was made without {name}&apos;s share while {name} was away</source>
        <translation>Wurf {roll} wurde ohne den Anteil von {name} gemacht, während {name} weg war</translation>
    </message>
    <message>
        <source>rolls {first}-{last} were made without {name}&apos;s share while {name} was away</source>
        <translation>Würfe {first}–{last} wurden ohne den Anteil von {name} gemacht, während {name} weg war</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>the host has not revealed its seed</source>
        <extracomment>every hash and HMAC input starts with this and a purpose, so no value of one kind can be passed off as another (a commitment as a chain value, a roll of one version as another&apos;s) the most rolls a guest&apos;s chain covers: 8 seats x 39 boxes x 3 rolls is 936 faces are drawn one byte at a time, so a die has at most this many faces</extracomment>
        <translation>der Gastgeber hat seinen Startwert nicht offengelegt</translation>
    </message>
    <message>
        <source>the seed revealed is not the one committed to</source>
        <translation>der offengelegte Startwert ist nicht der, auf den sich der Gastgeber festgelegt hatte</translation>
    </message>
    <message>
        <source>the number of rolls with contributions ({given}) is not the game&apos;s ({count})</source>
        <translation>die Zahl der Würfe mit Anteilen ({given}) ist nicht die Zahl der Würfe des Spiels ({count})</translation>
    </message>
    <message>
        <source>seat {seat} already has a chain head</source>
        <translation>Platz {seat} hat schon einen Kettenanfang</translation>
    </message>
    <message>
        <source>seat {seat}: seated after {after} rolls</source>
        <translation>Platz {seat}: nach {after} Würfen eingenommen</translation>
    </message>
    <message>
        <source>a seat contributed twice</source>
        <translation>ein Platz gab seinen Anteil zweimal</translation>
    </message>
    <message>
        <source>seat {seat} has no chain head</source>
        <translation>Platz {seat} hat keinen Kettenanfang</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is beyond its chain</source>
        <translation>der Anteil von Platz {seat} liegt jenseits seiner Kette</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is not the next of its chain</source>
        <translation>der Anteil von Platz {seat} ist nicht der nächste seiner Kette</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution was left out</source>
        <translation>der Anteil von Platz {seat} wurde weggelassen</translation>
    </message>
    <message>
        <source>a held die changed</source>
        <translation>ein gehaltener Würfel hat sich verändert</translation>
    </message>
    <message>
        <source>die {die} shows {shows}, the committed dice say {due}</source>
        <translation>Würfel {die} zeigt {shows}, die zugesagten Würfel sagen {due}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores the total of all dice.</source>
        <translation>Zählt die Augensumme aller Würfel.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s).</source>
        <translation>
            <numerusform>Zählt {points} Punkt.</numerusform>
            <numerusform>Zählt {points} Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} sechsseitige Würfel. In deinem Zug würfelst du bis zu {rolls}-mal; zwischen den Würfen legst du die Würfel beiseite, die du behalten willst, und würfelst den Rest erneut.</numerusform>
            <numerusform>{count} sechsseitige Würfel. In deinem Zug würfelst du bis zu {rolls}-mal; zwischen den Würfen legst du die Würfel beiseite, die du behalten willst, und würfelst den Rest erneut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} Würfel mit den Seiten {faces}. In deinem Zug würfelst du bis zu {rolls}-mal; zwischen den Würfen legst du die Würfel beiseite, die du behalten willst, und würfelst den Rest erneut.</numerusform>
            <numerusform>{count} Würfel mit den Seiten {faces}. In deinem Zug würfelst du bis zu {rolls}-mal; zwischen den Würfen legst du die Würfel beiseite, die du behalten willst, und würfelst den Rest erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation>Danach trägst du die Würfel in ein freies Feld ein, auch wenn das eine Null bedeutet. Jedes Feld wird einmal ausgefüllt; das Spiel endet, wenn alle Felder ausgefüllt sind.</translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation>Würfe, die du nicht nutzt, werden gutgeschrieben und dürfen in späteren Zügen genutzt werden.</translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation>Die Felder werden der Reihe nach von oben nach unten ausgefüllt: Jeder Zug wertet das erste freie Feld.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation>Oberer Teil</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Unterer Teil</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Boni</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation>{label}: {rule}</translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation>Beispiel: {dice} zählt {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Upper bonus: {points} point(s) when the upper section adds up to {threshold} or more.</source>
        <translation>
            <numerusform>Bonus: {points} Punkt, wenn der obere Teil zusammen {threshold} oder mehr ergibt.</numerusform>
            <numerusform>Bonus: {points} Punkte, wenn der obere Teil zusammen {threshold} oder mehr ergibt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is {count} [die|dice] of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation>
            <numerusform>Das ist {count} Würfel jeder Augenzahl; der Block zeigt, ob du vor oder hinter diesem Soll liegst.</numerusform>
            <numerusform>Das sind {count} Würfel jeder Augenzahl; der Block zeigt, ob du vor oder hinter diesem Soll liegst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra {box} bonus: every further {box} scores {points} bonus point(s), as long as the {box} box holds a score above zero.</source>
        <translation>
            <numerusform>Extra-{box}-Bonus: Jeder weitere {box} zählt {points} Bonuspunkt, solange im Feld {box} mehr als null Punkte stehen.</numerusform>
            <numerusform>Extra-{box}-Bonus: Jeder weitere {box} zählt {points} Bonuspunkte, solange im Feld {box} mehr als null Punkte stehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation>Joker: Sobald das Feld {box} ausgefüllt ist (auch mit einer Null), muss ein weiterer {box} in das passende Feld des oberen Teils, wenn es frei ist. Sonst darf er in jedes freie Feld des unteren Teils, wo jedes Feld als erfüllt gilt (Felder mit festen Punkten zählen voll). Ist auch der untere Teil voll, kommt er für null Punkte in ein freies Feld des oberen Teils.</translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation>Joker: Sobald das Feld {box} ausgefüllt ist (auch mit einer Null), darf ein weiterer {box} in jedes freie Feld. Felder, die er nicht von selbst erfüllt (wie die Straßen), zählen nur dann voll, wenn das passende Feld des oberen Teils schon ausgefüllt ist; sonst null.</translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation>Die höchste Gesamtsumme gewinnt.</translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation>Bei Gleichstand entscheidet die Summe des oberen Teils; ist auch sie gleich, wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation>Gleiche Summen teilen sich den Platz.</translation>
    </message>
    <message numerus="yes">
        <source>Exactly {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Genau {n} Würfel mit derselben Augenzahl.</numerusform>
            <numerusform>Genau {n} Würfel mit derselben Augenzahl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Mindestens {n} Würfel mit derselben Augenzahl.</numerusform>
            <numerusform>Mindestens {n} Würfel mit derselben Augenzahl.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation>Ein Paar: zwei Würfel mit derselben Augenzahl.</translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation>Ein Paar: zwei Würfel mit derselben Augenzahl, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation>Drei Würfel mit einer Augenzahl und zwei mit einer anderen.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Drei Würfel mit einer Augenzahl und zwei mit einer anderen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation>Vier Würfel mit einer Augenzahl und zwei mit einer anderen.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Vier Würfel mit einer Augenzahl und zwei mit einer anderen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation>Zwei Paare mit verschiedenen Augenzahlen.</translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation>Zwei Paare mit verschiedenen Augenzahlen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation>Zwei Paare; eine Augenzahl darf mehrere Gruppen füllen.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Zwei Paare; eine Augenzahl darf mehrere Gruppen füllen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation>Drei Paare mit verschiedenen Augenzahlen.</translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation>Drei Paare mit verschiedenen Augenzahlen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation>Drei Paare; eine Augenzahl darf mehrere Gruppen füllen.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Drei Paare; eine Augenzahl darf mehrere Gruppen füllen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation>Zweimal drei Gleiche mit verschiedenen Augenzahlen.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation>Zweimal drei Gleiche mit verschiedenen Augenzahlen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation>Zweimal drei Gleiche; eine Augenzahl darf mehrere Gruppen füllen.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Zweimal drei Gleiche; eine Augenzahl darf mehrere Gruppen füllen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation>Gruppen aus {sizes} Würfeln, jede Gruppe mit einer Augenzahl.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation>Gruppen aus {sizes} Würfeln, jede Gruppe mit einer Augenzahl, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation>Gruppen aus {sizes} Würfeln, jede Gruppe mit einer Augenzahl; die Gruppen haben verschiedene Augenzahlen.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation>Gruppen aus {sizes} Würfeln, jede Gruppe mit einer Augenzahl; die Gruppen haben verschiedene Augenzahlen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation>Gruppen aus {sizes} Würfeln, jede Gruppe mit einer Augenzahl; eine Augenzahl darf mehrere Gruppen füllen.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Gruppen aus {sizes} Würfeln, jede Gruppe mit einer Augenzahl; eine Augenzahl darf mehrere Gruppen füllen, ohne weitere Würfel derselben Augenzahl.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation>{length} Augenzahlen in Folge unter den Würfeln (zum Beispiel {sample}).</translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation>Genau {faces}.</translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation>Die Würfel enthalten {faces}.</translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation>Jeder Wurf; nur die Würfel, die {face} zeigen, zählen.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {face} for each {face}.</source>
        <translation>
            <numerusform>Zählt {face} Punkt für jeden Würfel, der {face} zeigt.</numerusform>
            <numerusform>Zählt {face} Punkte für jeden Würfel, der {face} zeigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores the {count} matching [die|dice] (the highest face that qualifies).</source>
        <translation>
            <numerusform>Es zählt {count} Würfel (der mit der höchsten Augenzahl, die reicht).</numerusform>
            <numerusform>Zählt die {count} gleichen Würfel (die höchste Augenzahl, die reicht).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation>Zählt die Würfel in den Gruppen (die höchsten passenden Augenzahlen).</translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation>Zählt die Würfel der Straße.</translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation>Alle {count} Würfel zeigen dieselbe Augenzahl.</translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation>Jeder Wurf.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} ist schon ausgefüllt.</translation>
    </message>
    <message>
        <source>Boxes are filled from top to bottom; {box} comes first.</source>
        <translation>Die Felder werden von oben nach unten ausgefüllt; {box} ist zuerst dran.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} while it is open.</source>
        <translation>Joker-Regel: Ein Wurf aus lauter {face}ern muss in {box}, solange das Feld frei ist.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in the matching upper box while it is open.</source>
        <translation>Joker-Regel: Ein Wurf aus lauter {face}ern muss in das passende obere Feld, solange es frei ist.</translation>
    </message>
    <message>
        <source>Joker rule: with the matching upper box filled, an open lower box must take this roll.</source>
        <translation>Joker-Regel: Ist das passende obere Feld ausgefüllt, muss ein freies unteres Feld diesen Wurf nehmen.</translation>
    </message>
</context>
<context>
    <name>ruleset problems</name>
    <message>
        <source>the dice have no face {face}</source>
        <translation>die Würfel haben keine Augenzahl {face}</translation>
    </message>
    <message>
        <source>must be between 1 and the number of dice ({count}), not {n}</source>
        <translation>muss zwischen 1 und der Anzahl der Würfel ({count}) liegen, nicht {n}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <extracomment>a ruleset&apos;s name, at most this many characters a ruleset id: lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, at most 64 characters the zero-width non-joiner and joiner: inside a name they join emoji (a family, U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them</extracomment>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>every group needs at least one die</source>
        <translation>jede Gruppe braucht mindestens einen Würfel</translation>
    </message>
    <message>
        <source>the groups need {need} dice but there are only {count}</source>
        <translation>die Gruppen brauchen {need} Würfel, es gibt aber nur {count}</translation>
    </message>
    <message>
        <source>{groups} groups of different faces need {groups} faces; the dice have {faces}</source>
        <translation>{groups} Gruppen verschiedener Augenzahlen brauchen {groups} Augenzahlen; die Würfel haben {faces}</translation>
    </message>
    <message>
        <source>a straight needs either run (a length) or faces (a set), not both</source>
        <translation>eine Straße braucht entweder run (eine Länge) oder faces (Augenzahlen), nicht beides</translation>
    </message>
    <message>
        <source>applies only to a straight given by faces</source>
        <translation>gilt nur für eine Straße, die durch Augenzahlen gegeben ist</translation>
    </message>
    <message>
        <source>a run needs at least 2 faces, not {length}</source>
        <translation>eine Folge braucht mindestens 2 Augenzahlen, nicht {length}</translation>
    </message>
    <message>
        <source>a run of {length} needs at least {length} dice</source>
        <translation>eine Folge von {length} braucht mindestens {length} Würfel</translation>
    </message>
    <message>
        <source>the dice have no {length} consecutive faces</source>
        <translation>die Würfel haben keine {length} aufeinanderfolgenden Augenzahlen</translation>
    </message>
    <message>
        <source>faces must all differ</source>
        <translation>die Augenzahlen müssen alle verschieden sein</translation>
    </message>
    <message>
        <source>{count} faces need at least {count} dice</source>
        <translation>{count} Augenzahlen brauchen mindestens {count} Würfel</translation>
    </message>
    <message>
        <source>an exact straight must name one face per die ({count})</source>
        <translation>eine genaue Straße muss eine Augenzahl je Würfel nennen ({count})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum_used)</source>
        <translation>ein Feld für eine Augenzahl zählt die Würfel mit dieser Augenzahl (sum_used)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum_all)</source>
        <translation>Chance zählt die Summe aller Würfel (sum_all)</translation>
    </message>
    <message>
        <source>applies only to fixed scoring, not {score}</source>
        <extracomment>What a ruleset or box id looks like (also how the CLI tells an id from a file name). The most work a ruleset&apos;s score table may take, in units of scoring one roll in one simple box (16-35 microseconds on the 2-core machines this was measured on); see ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4 simple boxes, 6 dice of 12 faces with 38.</extracomment>
        <translation>gilt nur für feste Punkte (fixed), nicht für {score}</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit</source>
        <translation>muss aus 1–64 Kleinbuchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos; bestehen und mit einem Buchstaben oder einer Ziffer beginnen</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>muss aus 1–64 Kleinbuchstaben, Ziffern, &apos;-&apos; oder &apos;_&apos; bestehen</translation>
    </message>
    <message>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>scoring every roll of these dice in these boxes would take about {cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups boxes with fewer groups)</source>
        <translation>jeden Wurf dieser Würfel in diesen Feldern zu werten, bräuchte etwa {cost} Schritte, mehr als die Grenze von {limit}; nimm weniger Würfel, Augenzahlen oder Felder (oder Gruppenfelder mit weniger Gruppen)</translation>
    </message>
    <message>
        <source>a die needs between 2 and {most} faces</source>
        <translation>ein Würfel braucht zwischen 2 und {most} Augenzahlen</translation>
    </message>
    <message>
        <source>faces must be whole numbers from 1 to {most}</source>
        <translation>Augenzahlen müssen ganze Zahlen von 1 bis {most} sein</translation>
    </message>
    <message>
        <source>list the faces in increasing order</source>
        <translation>gib die Augenzahlen aufsteigend an</translation>
    </message>
    <message>
        <source>a ruleset needs at least one box</source>
        <translation>ein Regelwerk braucht mindestens ein Feld</translation>
    </message>
    <message>
        <source>at most {most} boxes</source>
        <translation>höchstens {most} Felder</translation>
    </message>
    <message>
        <source>{id} is already used by categories[{row}]</source>
        <translation>{id} wird schon von categories[{row}] verwendet</translation>
    </message>
    <message>
        <source>face {face} already has a box (categories[{row}])</source>
        <translation>die Augenzahl {face} hat schon ein Feld (categories[{row}])</translation>
    </message>
    <message>
        <source>a ruleset has at most one all_same box (categories[{row}] is one already)</source>
        <translation>ein Regelwerk hat höchstens ein all_same-Feld (categories[{row}] ist schon eins)</translation>
    </message>
    <message>
        <source>needs an all_same box to refer to</source>
        <translation>braucht ein all_same-Feld, auf das es sich bezieht</translation>
    </message>
    <message>
        <source>there is no upper-section box to earn it</source>
        <translation>es gibt kein oberes Feld, das ihn einbringt</translation>
    </message>
    <message>
        <source>{threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>{threshold} ist nie zu erreichen: Die oberen Felder bringen zusammen höchstens {reachable}</translation>
    </message>
    <message>
        <source>must be at most {limit} characters</source>
        <translation>darf höchstens {limit} Zeichen lang sein</translation>
    </message>
    <message>
        <source>must not stack more than {limit} accents on one letter</source>
        <translation>darf nicht mehr als {limit} Akzente auf einem Buchstaben stapeln</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes</source>
        <translation>die Datei ist größer als {limit} Byte</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>die Datei ist kein UTF-8-Text</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>preparing the score tables</source>
        <translation>die Punktetabellen werden vorbereitet</translation>
    </message>
    <message>
        <source>turn {turn} of {turns}</source>
        <translation>Zug {turn} von {turns}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>{stage}, almost done</source>
        <translation>{stage}, fast fertig</translation>
    </message>
    <message>
        <source>{stage}, about {seconds} s left</source>
        <translation>{stage}, noch etwa {seconds} s</translation>
    </message>
    <message>
        <source>{stage}, about {minutes} min left</source>
        <translation>{stage}, noch etwa {minutes} Min.</translation>
    </message>
    <message>
        <source>Solving {rules}: {progress}</source>
        <translation>{rules} wird gelöst: {progress}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>{level} computer</source>
        <extracomment>the games counted by where they come from (ORIGINS) and how their dice were thrown (DICE); None: any. Statistics counts games played here, rolled or of real dice (:data:`PLAYED_AT_HOME`) unless asked for others. what Statistics counts unless asked: the games played here, rolled here or with real dice games that &quot;All rules&quot; leaves out because their totals are not points (boxes won): figures of different kinds are never averaged together; their rules show them</extracomment>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <source>{first} {second}</source>
        <extracomment>where a count stands in a template with plural forms (``%Ln``: written as the locale writes numbers; ``%n``: plain digits) (context, template) of every template with plural forms (see :class:`Numerus`) its first letter is made upper case once translated (it begins a sentence) mark ``source`` for translation under ``context``: ``QT_TRANSLATE_NOOP(context, source)`` (the name ``lupdate`` looks for) is the :class:`Template` itself (~420 at every start: no call between) Unicode&apos;s direction classes that can turn the sentence around a name: right-to-left letters and every explicit embedding, override and isolate</extracomment>
        <translation>{first} {second}</translation>
    </message>
</context>
<context>
    <name>word</name>
    <message>
        <source>{word} is not in the dictionary</source>
        <extracomment>the kinds of refused words the dictionary&apos;s notes name (make_wordlist.py writes them) why a claim&apos;s word is refused, as the claim panel and the command line say it
----------
a word whose sorted letters are the argument, or None</extracomment>
        <translation>{word} steht nicht im Wörterbuch</translation>
    </message>
    <message>
        <source>{word} is an abbreviation, and the rules allow no abbreviations</source>
        <translation>{word} ist eine Abkürzung, und die Regeln erlauben keine Abkürzungen</translation>
    </message>
    <message>
        <source>{word} is a proper noun (a name), and the rules allow no proper nouns</source>
        <translation>{word} ist ein Eigenname (ein Name), und die Regeln erlauben keine Eigennamen</translation>
    </message>
    <message>
        <source>{word} is slang, and the rules allow no slang</source>
        <translation>{word} ist Slang, und die Regeln erlauben keinen Slang</translation>
    </message>
    <message>
        <source>{word} is a foreign word, and the rules allow no foreign words</source>
        <translation>{word} ist ein Fremdwort, und die Regeln erlauben keine Fremdwörter</translation>
    </message>
    <message>
        <source>{word} is a letter, not a word: the one-letter words are a, I and O</source>
        <translation>{word} ist ein Buchstabe, kein Wort: die Wörter aus einem Buchstaben sind a, I und O</translation>
    </message>
    <message>
        <source>{word} is on the offensive-words list, which Family words refuses in this game</source>
        <translation>{word} steht auf der Liste anstößiger Wörter, die der Familienfilter in diesem Spiel ablehnt</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here.</source>
        <extracomment>the lookup&apos;s answers, yes or no and why</extracomment>
        <translation>Ja: {word} ist hier ein Wort.</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here, with Family words off; it is on the offensive-words list, so computer players never play it.</source>
        <translation>Ja: {word} ist hier ein Wort, da der Familienfilter aus ist; es steht auf der Liste anstößiger Wörter, daher spielen Computerspieler es nie.</translation>
    </message>
    <message>
        <source>No: {word} is not in the dictionary.</source>
        <translation>Nein: {word} steht nicht im Wörterbuch.</translation>
    </message>
    <message>
        <source>No: {word} is an abbreviation, and the rules allow no abbreviations.</source>
        <translation>Nein: {word} ist eine Abkürzung, und die Regeln erlauben keine Abkürzungen.</translation>
    </message>
    <message>
        <source>No: {word} is a proper noun (a name), and the rules allow no proper nouns.</source>
        <translation>Nein: {word} ist ein Eigenname (ein Name), und die Regeln erlauben keine Eigennamen.</translation>
    </message>
    <message>
        <source>No: {word} is slang, and the rules allow no slang.</source>
        <translation>Nein: {word} ist Slang, und die Regeln erlauben keinen Slang.</translation>
    </message>
    <message>
        <source>No: {word} is a foreign word, and the rules allow no foreign words.</source>
        <translation>Nein: {word} ist ein Fremdwort, und die Regeln erlauben keine Fremdwörter.</translation>
    </message>
    <message>
        <source>No: {word} is a letter, not a word: the one-letter words are a, I and O.</source>
        <translation>Nein: {word} ist ein Buchstabe, kein Wort: die Wörter aus einem Buchstaben sind a, I und O.</translation>
    </message>
    <message>
        <source>No: {word} is on the offensive-words list, which Family words refuses in this game.</source>
        <translation>Nein: {word} steht auf der Liste anstößiger Wörter, die der Familienfilter in diesem Spiel ablehnt.</translation>
    </message>
    <message>
        <source>No: {word} has {letters} letters; the dice make words of at most {longest} letters.</source>
        <translation>Nein: {word} hat {letters} Buchstaben; die Würfel ergeben Wörter aus höchstens {longest} Buchstaben.</translation>
    </message>
    <message>
        <source>No: {word} has characters that are not letters; words are made of the letters A to Z only.</source>
        <translation>Nein: {word} enthält Zeichen, die keine Buchstaben sind; Wörter bestehen nur aus den Buchstaben A bis Z.</translation>
    </message>
    <message>
        <source>Type a word to look it up.</source>
        <translation>Gib ein Wort ein, um es nachzuschlagen.</translation>
    </message>
    <message>
        <source>Look up one word at a time (no spaces).</source>
        <translation>Schlag ein Wort nach dem anderen nach (ohne Leerzeichen).</translation>
    </message>
    <message>
        <source>write one * before the letter the wild face stands for, as in ca*t</source>
        <translation>schreib ein * vor den Buchstaben, für den die Jokerseite steht, wie in ca*t</translation>
    </message>
    <message>
        <source>{word} ends with *: write the letter the wild face stands for after it, as in ca*t</source>
        <translation>{word} endet mit *: schreib den Buchstaben, für den die Jokerseite steht, dahinter, wie in ca*t</translation>
    </message>
    <message>
        <source>{word} is not a word: only the letters a-z may be used</source>
        <translation>{word} ist kein Wort: nur die Buchstaben a-z sind erlaubt</translation>
    </message>
    <message>
        <source>the words use the wild face (for {letter}) and no die shows the wild face</source>
        <translation>die Wörter brauchen die Jokerseite (für {letter}), und kein Würfel zeigt die Jokerseite</translation>
    </message>
    <message>
        <source>the letter {letter} is not on the dice</source>
        <translation>der Buchstabe {letter} ist nicht auf den Würfeln</translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <extracomment>the words need a letter more often than the dice show it: twice; more often (the forms by the number of dice that show it)</extracomment>
        <translation>
            <numerusform>die Wörter brauchen {letter} zweimal, aber nur {have} Würfel zeigt es: ein Würfel darf nur einmal verwendet werden</numerusform>
            <numerusform>die Wörter brauchen {letter} zweimal, aber nur {have} Würfel zeigen es: ein Würfel darf nur einmal verwendet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>die Wörter brauchen {letter} {count}-mal, aber nur {have} Würfel zeigt es: ein Würfel darf nur einmal verwendet werden</numerusform>
            <numerusform>die Wörter brauchen {letter} {count}-mal, aber nur {have} Würfel zeigen es: ein Würfel darf nur einmal verwendet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>die Wörter brauchen die Jokerseite zweimal, aber nur {have} Würfel zeigt sie: ein Würfel darf nur einmal verwendet werden</numerusform>
            <numerusform>die Wörter brauchen die Jokerseite zweimal, aber nur {have} Würfel zeigen sie: ein Würfel darf nur einmal verwendet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>die Wörter brauchen die Jokerseite {count}-mal, aber nur {have} Würfel zeigt sie: ein Würfel darf nur einmal verwendet werden</numerusform>
            <numerusform>die Wörter brauchen die Jokerseite {count}-mal, aber nur {have} Würfel zeigen sie: ein Würfel darf nur einmal verwendet werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{word} has {count} letter(s); the {box} box needs a word of {size} letters</source>
        <translation>
            <numerusform>{word} hat {count} Buchstaben; das Feld {box} braucht ein Wort aus {size} Buchstaben</numerusform>
            <numerusform>{word} hat {count} Buchstaben; das Feld {box} braucht ein Wort aus {size} Buchstaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {box} box takes {size} word(s), not {count}</source>
        <translation>
            <numerusform>das Feld {box} nimmt {size} Wort, nicht {count}</numerusform>
            <numerusform>das Feld {box} nimmt {size} Wörter, nicht {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>the {box} box is already filled</source>
        <translation>das Feld {box} ist schon ausgefüllt</translation>
    </message>
    <message>
        <source>the {box} box takes one word, not {count}</source>
        <translation>das Feld {box} nimmt ein Wort, nicht {count}</translation>
    </message>
    <message>
        <source>the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)</source>
        <translation>das Feld {box} nimmt keine Wörter (nur ein Wort aus allen {count} Buchstaben, für den Yahtzee-Bonus)</translation>
    </message>
</context>
</TS>
