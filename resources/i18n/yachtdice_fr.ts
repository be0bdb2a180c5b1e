<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>{player} scored {points} in {box}. Turn: {next}.</source>
        <translation>{player} marque {points} en {box}. Au tour de {next}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}. Game over.</source>
        <translation>{player} marque {points} en {box}. Partie terminée.</translation>
    </message>
    <message>
        <source>Rolled {faces}. No rolls left.</source>
        <translation>Lancer : {faces}. Plus de lancer.</translation>
    </message>
    <message numerus="yes">
        <source>Rolled {faces}. {left} roll(s) left.</source>
        <translation>
            <numerusform>Lancer : {faces}. Encore {left} lancer.</numerusform>
            <numerusform>Lancer : {faces}. Encore {left} lancers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die {die} held.</source>
        <translation>Dé {die} gardé.</translation>
    </message>
    <message>
        <source>Die {die} released.</source>
        <translation>Dé {die} relâché.</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Rule in words</source>
        <translation>Règle en mots</translation>
    </message>
    <message>
        <source>upper</source>
        <translation>haut</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>not {name}</source>
        <translation>pas {name}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first} ; {second}</translation>
    </message>
    <message>
        <source>Being worked out: these dice have too many rolls to score every box at once, so the highest scores come with the expected score.</source>
        <extracomment>a highest score being worked out (dice with so many rolls that their table is built with the expected score): shown as &quot;…&quot;, said in its tooltip, never a blank column</extracomment>
        <translation>En cours de calcul : ces dés donnent trop de lancers pour compter chaque case d&apos;un coup ; les scores les plus hauts arrivent avec le score espéré.</translation>
    </message>
</context>
<context>
    <name>CardPrinting</name>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>&amp;Large print: box names at 15 pt, tall rows</source>
        <translation>&amp;Gros caractères : noms des cases en 15 pt, lignes hautes</translation>
    </message>
    <message>
        <source>&amp;Four cards to a page, with lines to cut along</source>
        <translation>&amp;Quatre feuilles par page, avec des traits de coupe</translation>
    </message>
    <message>
        <source>&amp;Black and white</source>
        <translation>&amp;Noir et blanc</translation>
    </message>
    <message>
        <source>As usual here ({paper})</source>
        <translation>Comme d’habitude ici ({paper})</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier :</translation>
    </message>
    <message>
        <source>Four to a page, a card too long for a quarter of the page is not printed, and the window says so.</source>
        <translation>À quatre par page, une feuille trop longue pour un quart de page n’est pas imprimée, et la fenêtre le dit.</translation>
    </message>
    <message>
        <source>A card too long for one page goes on over two, and the window says so.</source>
        <translation>Une feuille trop longue pour une page continue sur une deuxième, et la fenêtre le dit.</translation>
    </message>
    <message>
        <source>{name} score card.pdf</source>
        <translation>{name} feuille de score.pdf</translation>
    </message>
    <message>
        <source>Save Score Card as PDF</source>
        <translation>Enregistrer la feuille de score en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The score card was not saved: {reason}.</source>
        <translation>La feuille de score n&apos;a pas été enregistrée : {reason}.</translation>
    </message>
    <message>
        <source>Saved the score card as {file}.</source>
        <translation>Feuille de score enregistrée sous {file}.</translation>
    </message>
    <message>
        <source>Print Score Card</source>
        <translation>Imprimer la feuille de score</translation>
    </message>
    <message>
        <source>The score card was not printed: {reason}.</source>
        <translation>La feuille de score n&apos;a pas été imprimée : {reason}.</translation>
    </message>
    <message>
        <source>Printed the score card to {file}.</source>
        <translation>Feuille de score imprimée dans {file}.</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
</context>
<context>
    <name>ClaimPanel</name>
    <message>
        <source>{word}: in the dictionary</source>
        <translation>{word} : dans le dictionnaire</translation>
    </message>
    <message>
        <source>{word}: in the dictionary — dice {dice}</source>
        <translation>{word} : dans le dictionnaire — dés {dice}</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word} : {problem}</translation>
    </message>
    <message>
        <source>{word}: {problem} — dice {dice}</source>
        <translation>{word} : {problem} — dés {dice}</translation>
    </message>
    <message>
        <source>The wild face stands for {letters}.</source>
        <translation>La face joker remplace {letters}.</translation>
    </message>
    <message>
        <source>{points}  (+{bonus} Yahtzee bonus)</source>
        <translation>{points}  (+{bonus} de prime Yahtzee)</translation>
    </message>
    <message>
        <source>Type a word for this box.</source>
        <translation>Tapez un mot pour cette case.</translation>
    </message>
    <message>
        <source>Add die {die}&apos;s letter</source>
        <translation>Ajouter la lettre du dé {die}</translation>
    </message>
    <message>
        <source>Add the wild face&apos;s letter (die {die})</source>
        <translation>Ajouter la lettre de la face joker (dé {die})</translation>
    </message>
    <message>
        <source>Add the letter {letter} (die {die})</source>
        <translation>Ajouter la lettre {letter} (dé {die})</translation>
    </message>
    <message>
        <source>Type words; * and a letter for the wild face (ca*t)</source>
        <translation>Mots anglais ; * et une lettre pour la face joker (ca*t)</translation>
    </message>
    <message>
        <source>Words for the claim</source>
        <translation>Mots à marquer</translation>
    </message>
    <message>
        <source>Words separated by spaces, in any case. For the wild face, type * and the letter it stands for (ca*t), or click the diamond.</source>
        <translation>Mots séparés par des espaces, en majuscules ou en minuscules. Pour la face joker, tapez * suivi de la lettre qu&apos;elle remplace (ca*t), ou cliquez sur le losange.</translation>
    </message>
    <message>
        <source>Letter the wild face stands for</source>
        <translation>Lettre que remplace la face joker</translation>
    </message>
    <message>
        <source>The letter the wild face stands for when you click it (worth 0 points)</source>
        <translation>La lettre que remplace la face joker quand vous cliquez dessus (vaut 0 point)</translation>
    </message>
    <message>
        <source>Next word</source>
        <translation>Mot suivant</translation>
    </message>
    <message>
        <source>Start another word</source>
        <translation>Commencer un autre mot</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Remove every word</source>
        <translation>Retirer tous les mots</translation>
    </message>
    <message>
        <source>Dictionary check</source>
        <translation>Vérification dans le dictionnaire</translation>
    </message>
    <message numerus="yes">
        <source>Type {count} word(s) for this box.</source>
        <translation>
            <numerusform>Tapez {count} mot pour cette case.</numerusform>
            <numerusform>Tapez {count} mots pour cette case.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Case libre</translation>
    </message>
    <message>
        <source>With these words</source>
        <translation>Avec ces mots</translation>
    </message>
    <message>
        <source>What each open box would score</source>
        <translation>Ce que rapporterait chaque case libre</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Marquer</translation>
    </message>
    <message>
        <source>Write this claim in the chosen box (Enter)</source>
        <translation>Marquer ces mots dans la case choisie (Entrée)</translation>
    </message>
    <message>
        <source>Write a zero</source>
        <translation>Marquer un zéro</translation>
    </message>
    <message>
        <source>Give up the chosen box for this turn: it scores 0</source>
        <translation>Sacrifier la case choisie à ce tour : elle vaut 0</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Mots :</translation>
    </message>
    <message>
        <source>Wild face &amp;is</source>
        <translation>La face joker &amp;est</translation>
    </message>
    <message>
        <source>Words played so far, newest first</source>
        <translation>Mots joués jusqu&apos;ici, les plus récents d&apos;abord</translation>
    </message>
    <message>
        <source>Played so far (newest first):</source>
        <translation>Joué jusqu&apos;ici (plus récent d&apos;abord) :</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now.</source>
        <translation>Le temps est écoulé : vous ne pouvez plus marquer qu&apos;un zéro.</translation>
    </message>
    <message>
        <source>Roll the dice to make words.</source>
        <translation>Lancez les dés pour former des mots.</translation>
    </message>
    <message>
        <source>No words yet.</source>
        <translation>Pas encore de mots.</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now. Choose a box and press Enter (or Write a zero).</source>
        <translation>Le temps est écoulé : vous ne pouvez plus marquer qu&apos;un zéro. Choisissez une case et appuyez sur Entrée (ou Marquer un zéro).</translation>
    </message>
    <message>
        <source>0 (time is up)</source>
        <translation>0 (temps écoulé)</translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <source>Six-sided (1-6)</source>
        <translation>À six faces (1-6)</translation>
    </message>
    <message>
        <source>d4 (1-4)</source>
        <translation>d4 (1-4)</translation>
    </message>
    <message>
        <source>d8 (1-8)</source>
        <translation>d8 (1-8)</translation>
    </message>
    <message>
        <source>d10 (1-10)</source>
        <translation>d10 (1-10)</translation>
    </message>
    <message>
        <source>d12 (1-12)</source>
        <translation>d12 (1-12)</translation>
    </message>
    <message>
        <source>Custom faces</source>
        <translation>Faces au choix</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>A further all-same roll is scored like any other roll.</source>
        <translation>Un nouveau lancer de dés tous identiques compte comme n&apos;importe quel autre lancer.</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Imposé</translation>
    </message>
    <message>
        <source>A further all-same roll must go in its upper box if open, else any lower box counts it as met.</source>
        <translation>Un nouveau lancer de dés tous identiques doit aller dans sa case du haut si elle est libre ; sinon toute case du bas le compte comme réalisé.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>A further all-same roll may go in any open box; it counts as met once its upper box is filled.</source>
        <translation>Un nouveau lancer de dés tous identiques peut aller dans n&apos;importe quelle case libre ; il compte comme réalisé une fois sa case du haut remplie.</translation>
    </message>
    <message>
        <source>Any box, in any order</source>
        <translation>Toute case, en tout ordre</translation>
    </message>
    <message>
        <source>Top to bottom, in order</source>
        <translation>De haut en bas, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Equal totals share the place</source>
        <translation>Les totaux égaux partagent la place</translation>
    </message>
    <message>
        <source>The higher upper section wins</source>
        <translation>La meilleure partie supérieure gagne</translation>
    </message>
    <message>
        <source>Chosen box: {label} ({kind})</source>
        <translation>Case choisie : {label} ({kind})</translation>
    </message>
    <message>
        <source>Add {box}</source>
        <translation>Ajouter {box}</translation>
    </message>
    <message>
        <source>Remove {box}</source>
        <translation>Retirer {box}</translation>
    </message>
    <message>
        <source>Move {box}</source>
        <translation>Déplacer {box}</translation>
    </message>
    <message>
        <source>Edit {box}</source>
        <translation>Modifier {box}</translation>
    </message>
    <message>
        <source>{box} (upper)</source>
        <translation>{box} (haut)</translation>
    </message>
    <message>
        <source>Use &amp;par {par}</source>
        <translation>&amp;Par {par}</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name} :</translation>
    </message>
    <message>
        <source>Ruleset name</source>
        <extracomment>in a window lower than this (a 768-line screen&apos;s), a box&apos;s rule in words takes at most :data:`RULE_LINES` lines in the table (the rest is cut with &quot;…&quot;; its tooltip has it whole): the table shows five whole boxes there, not two or three; a taller window shows every rule whole room a cell&apos;s text leaves for its margins and the grid (the style&apos;s, with one to spare)</extracomment>
        <translation>Nom du jeu de règles</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Nombre de dés</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Faces des dés</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 5, 8, 13</source>
        <translation>p. ex. 1, 2, 3, 5, 8, 13</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Lancers par tour</translation>
    </message>
    <message>
        <source>Unused rolls are saved for later turns</source>
        <translation>Lancers inutilisés gardés pour les tours suivants</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Prime du haut</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Seuil de la prime du haut</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Points de la prime du haut</translation>
    </message>
    <message>
        <source>Use &amp;par</source>
        <translation>Utiliser le &amp;par</translation>
    </message>
    <message>
        <source>Set the threshold to the par: three dice of each upper face with five dice, four with six</source>
        <translation>Fixe le seuil au par : trois dés de chaque valeur du haut avec cinq dés, quatre avec six</translation>
    </message>
    <message>
        <source>Extra all-same bonus points</source>
        <translation>Points de la prime de série</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Ordre de marque</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Faces :</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>&amp;Lancers par tour :</translation>
    </message>
    <message>
        <source>at</source>
        <translation>à</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>rapporte</translation>
    </message>
    <message>
        <source>E&amp;xtra all-same bonus:</source>
        <translation>Prime supplé&amp;mentaire de série :</translation>
    </message>
    <message>
        <source>Extra all-same </source>
        <comment>the first line of &apos;Extra all-same bonus:&apos;</comment>
        <translation>Prime supplémentaire </translation>
    </message>
    <message>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker :</translation>
    </message>
    <message>
        <source>Scoring &amp;order:</source>
        <translation>&amp;Ordre :</translation>
    </message>
    <message>
        <source>&amp;Tie-break:</source>
        <translation>Dé&amp;partage :</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Box to add</source>
        <translation>Case à ajouter</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>&amp;Ajouter la case</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Reti&amp;rer</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Monter (&amp;u)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Descen&amp;dre</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Up)</source>
        <translation>Déplacer la case choisie (Ctrl+Haut)</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Down)</source>
        <translation>Déplacer la case choisie (Ctrl+Bas)</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>&amp;Cases :</translation>
    </message>
    <message>
        <source>Chosen box: none</source>
        <translation>Case choisie : aucune</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Lancers gardés</translation>
    </message>
    <message>
        <source>Bonus threshold</source>
        <translation>Seuil de la prime</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Points de prime</translation>
    </message>
    <message>
        <source>Extra bonus</source>
        <translation>Prime supplémentaire</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Upper bonus on</source>
        <translation>Prime du haut activée</translation>
    </message>
    <message>
        <source>Upper bonus off</source>
        <translation>Prime du haut désactivée</translation>
    </message>
    <message>
        <source>Use par</source>
        <translation>Utiliser le par</translation>
    </message>
    <message>
        <source>This kind of box has no parameters.</source>
        <translation>Ce genre de case n&apos;a pas de paramètres.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dé {number} : pas encore lancé</translation>
    </message>
    <message>
        <source>Roll first.</source>
        <translation>Lancez d&apos;abord.</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Dé {number} : {face}</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dé {number} : {face}, gardé</translation>
    </message>
    <message>
        <source>Click or press {number} to hold it.</source>
        <translation>Cliquez ou tapez {number} pour le garder.</translation>
    </message>
    <message>
        <source>Click or press {number} to release it.</source>
        <translation>Cliquez ou tapez {number} pour le relâcher.</translation>
    </message>
    <message>
        <source>{name}. {action}</source>
        <translation>{name}. {action}</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>GARDÉ</translation>
    </message>
</context>
<context>
    <name>DigitFaces</name>
    <message>
        <source>digit {digit}</source>
        <translation>chiffre {digit}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>1st</source>
        <extracomment>how long after the dialog appears keys are ignored (a player hurrying the last computer turn with Space takes a moment to see that the game is over)</extracomment>
        <translation>1er</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{place} (tie)</source>
        <translation>{place} (ex æquo)</translation>
    </message>
    <message numerus="yes">
        <source>You scored {total}.</source>
        <translation>
            <numerusform>Vous avez marqué {total} point.</numerusform>
            <numerusform>Vous avez marqué {total} points.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win: {first} and {second} with {total}.</source>
        <translation>Victoire partagée : {first} et {second} avec {total}.</translation>
    </message>
    <message>
        <source>A shared win: {names} and {last} with {total}.</source>
        <translation>Victoire partagée : {names} et {last} avec {total}.</translation>
    </message>
    <message>
        <source>{name} wins with {total}!</source>
        <translation>{name} gagne avec {total} !</translation>
    </message>
    <message>
        <source>New high score for {rules}: {name}, {score}!</source>
        <translation>Nouveau record pour {rules} : {name}, {score} !</translation>
    </message>
    <message>
        <source>{name}&apos;s {score} is number {rank} on the {rules} high-score table.</source>
        <translation>Avec {score}, {name} est à la place {rank} des meilleurs scores de {rules}.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Analyser…</translation>
    </message>
</context>
<context>
    <name>FileToWrite</name>
    <message>
        <source>{file} exists already. Replace it?</source>
        <translation>{file} existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>The file in {folder} is replaced by the new one.</source>
        <translation>Le fichier dans {folder} est remplacé par le nouveau.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Last {days} day(s)</source>
        <translation>
            <numerusform>{days} dernier jour</numerusform>
            <numerusform>{days} derniers jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a box per origin and per kind of dice, by its key (none without ``sources``)</extracomment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Computers too</source>
        <translation>Ordinateurs aussi</translation>
    </message>
    <message>
        <source>Unassisted only</source>
        <translation>Sans aide seulement</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Période :</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties :</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <source>Every person</source>
        <translation>Toutes les personnes</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Toute la période</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personnalisée…</translation>
    </message>
</context>
<context>
    <name>Filters</name>
    <message>
        <source>all rules</source>
        <translation>toutes les règles</translation>
    </message>
    <message>
        <source>every person</source>
        <translation>toutes les personnes</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>du {since} au {until}</translation>
    </message>
    <message>
        <source>since {since}</source>
        <translation>depuis le {since}</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>jusqu&apos;au {until}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>toute la période</translation>
    </message>
    <message>
        <source>computers included</source>
        <translation>ordinateurs compris</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>personnes seulement</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats}</source>
        <translation>{rules} · {player} · {period} · {seats}</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats} · unassisted games only</source>
        <translation>{rules} · {player} · {period} · {seats} · parties sans aide seulement</translation>
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
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>played here</source>
        <extracomment>where games come from and how their dice were thrown, as a filter&apos;s line names them</extracomment>
        <translation>jouées ici</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>enregistrées</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importées</translation>
    </message>
    <message>
        <source>dice rolled here</source>
        <translation>dés lancés ici</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>vrais dés</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en ligne</translation>
    </message>
    <message>
        <source>This game was played with a game this version does not know: no review.</source>
        <translation>Cette partie a été jouée avec un jeu que cette version ne connaît pas : pas d&apos;analyse.</translation>
    </message>
    <message>
        <source>{game} games have no review.</source>
        <translation>Le jeu {game} n&apos;a pas d&apos;analyse.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Time is up: choose a box for a zero.</source>
        <translation>Le temps est écoulé : choisissez une case pour un zéro.</translation>
    </message>
    <message>
        <source>Time is up, {player}: choose a box for a zero.</source>
        <translation>Le temps est écoulé, {player} : choisissez une case pour un zéro.</translation>
    </message>
    <message>
        <source>start a game first</source>
        <translation>commencez d&apos;abord une partie</translation>
    </message>
    <message>
        <source>the dice are still rolling</source>
        <translation>les dés roulent encore</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} joue</translation>
    </message>
    <message>
        <source>Your game could not be saved: {problem}</source>
        <translation>Votre partie n&apos;a pas pu être enregistrée : {problem}</translation>
    </message>
    <message>
        <source>these are real dice: type what they show</source>
        <translation>ce sont de vrais dés : tapez ce qu’ils montrent</translation>
    </message>
    <message>
        <source>{player} plays in {seconds} s: Undo (Ctrl+Z) takes back your move.</source>
        <translation>{player} joue dans {seconds} s : Annuler (Ctrl+Z) reprend votre coup.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Computer – {level}</source>
        <translation>Ordinateur – {level}</translation>
    </message>
    <message>
        <source>{rules} has no hints.</source>
        <extracomment>a dialog&apos;s property: while it is open a timed turn&apos;s time runs on (a dialog that is part of the turn, as looking a word up is: holding the clock, it would let a player stall)</extracomment>
        <translation>{rules} n&apos;a pas de conseils.</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>What this game needs is still loading; claim again in a moment.</source>
        <extracomment>a game&apos;s own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its ruleset, its claim, its review and a row of the review shown beside the scorecard while a game of this kind is on the table (None: nothing) the panel sits under the dice rather than beside the card (a wide panel: the card keeps the room its names need, the dice the room they need to be read) what a claim made too early is told (a whole sentence)</extracomment>
        <translation>Ce dont ce jeu a besoin est encore en cours de chargement ; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>What this game needs could not be loaded</source>
        <extracomment>what the player is told when loading failed (the reason follows)</extracomment>
        <translation>Ce dont ce jeu a besoin n&apos;a pas pu être chargé</translation>
    </message>
    <message>
        <source>Pick a box with the arrow keys and Enter, or click it.</source>
        <extracomment>the columns&apos; headers; the last column is the row&apos;s figure the rows shown for a player, from the review a row&apos;s cells, one text per column, from the rules and the row a row&apos;s tooltip (None: none) a player&apos;s review in a sentence or two, from the review and the player the figure, as Statistics&apos; axis names it (&quot;expected points given away&quot;) the figure of a turn, as the review&apos;s chart names it (&quot;points given away&quot;) a game&apos;s figure in a sentence, formatted with ``game`` and ``value`` (&quot;game 12: 9 points missed&quot;) the Statistics tab that draws the figure per game the title above the rows the columns that share the width left over one row of Statistics&apos; &quot;Where the points go&quot;: (the box or bonus as players read it, your average per game, optimal play&apos;s or None, your share of zeros in it or None) optimal play&apos;s figures for a ruleset of the game (called off the GUI thread: it may solve the rules first, which takes minutes the first time) the &quot;Where the points go&quot; rows, bonuses too, from the statistics of one ruleset, the rules and optimal play&apos;s figures (None: not worked out yet) how a game under rules ``R`` shows its review: the review and its rows are the game&apos;s own, handed back to it unread (Python&apos;s types cannot say &quot;some type&quot;: hence erased) how some game shows its review, as the shared review window holds it the dice&apos;s faces for a ruleset (None: numbers, pips up to nine) the scorecard&apos;s rows and cells (None: each box, then the total) the game&apos;s part of the window, made once per window (None: :class:`GamePart`) the game&apos;s own commands for the Game menu (Print…), made once per window and shown there while a game of it is on the table (None: none) its printed score card in the window&apos;s language (numbers as the locale writes them, say); None: each of the core&apos;s texts on it translated F1: the rules as HTML, every text escaped (None: from the box names) a ruleset as the rules lists name it (None: its name, the game&apos;s in brackets) the names of the computer levels by id (None: the core game&apos;s level ids) the game&apos;s New Game options (None: none) the rules a saved setup deals, from the chosen ruleset and the setup&apos;s options the seconds a person has for a turn by a setup&apos;s options (None: the game has no timer) whether a claim writes a zero (the one claim left once a timed turn runs out) why a game cannot start with so many players (None: it can) the game&apos;s own form in the House Rules window (a :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of the game is shown there; None: the game&apos;s rules are not made there New Game&apos;s Edit... and New... open the game&apos;s rules in House Rules (and its saved rules are deleted there); False: they are off, and New Game deletes its saved rules the help line&apos;s words on what to do with the dice rolled</extracomment>
        <translation>Choisissez une case avec les flèches et Entrée, ou cliquez dessus.</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>the key that rolls again with dice on the table</extracomment>
        <translation>Espace</translation>
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
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>a score&apos;s notes: played with help, by a computer, not played here</extracomment>
        <translation>assistée</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>enregistrée</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importée</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>vrais dés</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en ligne</translation>
    </message>
    <message>
        <source>Rolled here</source>
        <extracomment>the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)</extracomment>
        <translation>Lancés ici</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Vrais dés</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En ligne</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Tous les dés</translation>
    </message>
    <message>
        <source>This game was played with real dice at the table, typed in.</source>
        <translation>Cette partie a été jouée avec de vrais dés à table, saisis à la main.</translation>
    </message>
    <message>
        <source>This game was played online, its dice rolled across computers.</source>
        <translation>Cette partie a été jouée en ligne, les dés lancés d’un ordinateur à l’autre.</translation>
    </message>
    <message>
        <source>{name} used undo or hints in this game.</source>
        <translation>{name} a utilisé l&apos;annulation ou des conseils dans cette partie.</translation>
    </message>
    <message>
        <source>This game was imported from a history file, not played on this computer.</source>
        <translation>Cette partie a été importée d&apos;un fichier d&apos;historique, pas jouée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>This game was recorded from a file (yachtdice-cli record), not played on this computer.</source>
        <translation>Cette partie a été enregistrée depuis un fichier (yachtdice-cli record), pas jouée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>No finished games with these rules yet.</source>
        <translation>Aucune partie terminée avec ces règles pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The history is not available right now.</source>
        <translation>L&apos;historique n&apos;est pas disponible pour le moment.</translation>
    </message>
    <message>
        <source>No games with these rules were played on this computer yet; tick “Include imported and recorded games” to see the others.</source>
        <translation>Aucune partie avec ces règles n&apos;a encore été jouée sur cet ordinateur ; cochez « Inclure les parties importées et enregistrées » pour voir les autres.</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Only scores without &amp;undo or hints</source>
        <translation>Scores sans &amp;annulation ni conseils seulement</translation>
    </message>
    <message>
        <source>Include &amp;computer players</source>
        <translation>Inclure les joueurs &amp;ordinateurs</translation>
    </message>
    <message>
        <source>Include &amp;imported and recorded games</source>
        <translation>Inclure les parties &amp;importées et enregistrées</translation>
    </message>
    <message>
        <source>Games not played on this computer: imported from a history file, or recorded from a file. They are marked so in the notes.</source>
        <translation>Parties qui n&apos;ont pas été jouées sur cet ordinateur : importées d&apos;un fichier d&apos;historique ou enregistrées depuis un fichier. Elles sont signalées dans les remarques.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Lancez d&apos;abord les dés ; un conseil pourra ensuite dire quoi garder.</translation>
    </message>
    <message>
        <source>Working out the best play for these rules…</source>
        <translation>Calcul du meilleur jeu pour ces règles…</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Joueurs et scores</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Remarques</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>the notes of a game not played here, or played with help</extracomment>
        <translation>assistée</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>enregistrée</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importée</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>vrais dés</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en ligne</translation>
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
        <translation>{name} {total} (a gagné le départage)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No games match these filters. Try all rules, every person, all time or Computers too.</source>
        <translation>Aucune partie ne correspond à ces filtres. Essayez toutes les règles, toutes les personnes, toute la période ou Ordinateurs aussi.</translation>
    </message>
    <message numerus="yes">
        <source>Showing {count} game(s): {filters}</source>
        <translation>
            <numerusform>{count} partie : {filters}</numerusform>
            <numerusform>{count} parties : {filters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {shown} of {count} game(s): {filters}</source>
        <translation>
            <numerusform>Les {shown} plus récentes de {count} partie : {filters}</numerusform>
            <numerusform>Les {shown} plus récentes de {count} parties : {filters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game to review.</source>
        <translation>Choisissez une partie à analyser.</translation>
    </message>
    <message>
        <source>Review the chosen game&apos;s decisions</source>
        <translation>Analyser les décisions de la partie choisie</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <source>Delete the game of {rules} of {when} ({players}) for good?</source>
        <translation>Supprimer définitivement la partie de {rules} du {when} ({players}) ?</translation>
    </message>
    <message>
        <source>Its scores leave High Scores and Statistics; it cannot be brought back.</source>
        <translation>Ses scores quittent les Meilleurs scores et les Statistiques ; elle ne pourra pas être récupérée.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>What each player booked in the chosen game</source>
        <translation>Ce que chaque joueur a marqué dans la partie choisie</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Analyser…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>The chosen game, turn by turn:</source>
        <translation>La partie choisie, tour par tour :</translation>
    </message>
    <message>
        <source>Save Score Card as &amp;PDF…</source>
        <translation>Enregistrer la feuille de score en &amp;PDF…</translation>
    </message>
    <message>
        <source>Turn {turn}, played by a computer while {name} was away: {booking}</source>
        <translation>Tour {turn}, joué par un ordinateur pendant l’absence de {name} : {booking}</translation>
    </message>
    <message>
        <source>Turn {turn}: {booking}</source>
        <translation>Tour {turn} : {booking}</translation>
    </message>
    <message>
        <source>This game cannot be shown turn by turn: {why}</source>
        <translation>Cette partie ne peut pas être montrée tour par tour : {why}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Game</source>
        <translation>Héberger une partie</translation>
    </message>
    <message>
        <source>Choose the rules and the seats. Guests join from their own computers with the room code the next window shows.</source>
        <translation>Choisissez les règles et les places. Les invités rejoignent la partie depuis leur ordinateur avec le code de la salle affiché dans la fenêtre suivante.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>Other &amp;people at this computer:</source>
        <translation>Autres &amp;personnes à cet ordinateur :</translation>
    </message>
    <message>
        <source>&amp;Computers:</source>
        <translation>&amp;Ordinateurs :</translation>
    </message>
    <message>
        <source>&amp;Guests (open seats):</source>
        <translation>&amp;Invités (places libres) :</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Héberger</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Game</source>
        <extracomment>the host&apos;s address and the room code of a seat the player left with Leave the Game (a language switch): the Join dialog made next offers them again, to take the seat back</extracomment>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>Parties sur ce réseau :</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>adresse:port</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>&amp;Code de la salle :</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>{host}: {rules}, in progress, at {where}</source>
        <translation>{host} : {rules}, en cours, à {where}</translation>
    </message>
    <message>
        <source>{host}: {rules}, open seats: {open}, at {where}</source>
        <translation>{host} : {rules}, places libres : {open}, à {where}</translation>
    </message>
    <message>
        <source>The game has begun: only its own guests join it again, each taking back their seat.</source>
        <translation>La partie a commencé : seuls ses propres invités la rejoignent à nouveau, chacun à sa place.</translation>
    </message>
    <message>
        <source>The host plays {rules}.</source>
        <translation>L’hôte joue à {rules}.</translation>
    </message>
    <message>
        <source>give the host as address:port</source>
        <translation>indiquez l’hôte sous la forme adresse:port</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>{host} plays {rules}. Waiting for every seat to be taken…</source>
        <translation>{host} joue à {rules}. En attente que toutes les places soient prises…</translation>
    </message>
    <message>
        <source>the connection to the host is gone: join again</source>
        <translation>la connexion à l’hôte est perdue : rejoignez à nouveau</translation>
    </message>
    <message>
        <source>Yacht Dice – {host}&apos;s game</source>
        <translation>Yacht Dice – partie de {host}</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>Leave the game? The game with {names} is not over.</source>
        <translation>Quitter la partie ? La partie avec {names} n’est pas terminée.</translation>
    </message>
    <message>
        <source>Your seat is kept: Join a Game takes it back with the same room code.</source>
        <translation>Votre place est gardée : Rejoindre une partie la reprend avec le même code de salle.</translation>
    </message>
    <message>
        <source>&amp;Leave the Game</source>
        <translation>&amp;Quitter la partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>LetterFaces</name>
    <message>
        <source>the wild face, worth {value}</source>
        <translation>la face joker, vaut {value}</translation>
    </message>
    <message>
        <source>letter {letter}, worth {value}</source>
        <translation>lettre {letter}, vaut {value}</translation>
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
        <translation>Partie hébergée</translation>
    </message>
    <message>
        <source>The game goes on where it was; the guests take their seats again with the same room code.</source>
        <translation>La partie reprend où elle en était ; les invités reprennent leur place avec le même code de salle.</translation>
    </message>
    <message>
        <source>Tell the others this room code:</source>
        <translation>Donnez ce code de salle aux autres :</translation>
    </message>
    <message>
        <source>Guests on this network find the room in Join a Game; guests elsewhere type {address}.</source>
        <translation>Les invités sur ce réseau trouvent la salle dans Rejoindre une partie ; les autres tapent {address}.</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Places :</translation>
    </message>
    <message>
        <source>What the room says:</source>
        <translation>Ce que dit la salle :</translation>
    </message>
    <message>
        <source>&amp;Start (computers take the open seats)</source>
        <translation>&amp;Commencer (des ordinateurs prennent les places libres)</translation>
    </message>
    <message>
        <source>{name} (away: a computer plays)</source>
        <translation>{name} (absent : un ordinateur joue)</translation>
    </message>
    <message>
        <source>Let a &amp;computer play for {name} until they are back, at:</source>
        <translation>Laisser un &amp;ordinateur jouer pour {name} jusqu’à son retour, au niveau :</translation>
    </message>
    <message>
        <source>{name} is away: the room&apos;s window can let a computer play for them.</source>
        <translation>{name} est absent : la fenêtre de la salle peut laisser un ordinateur jouer à sa place.</translation>
    </message>
    <message>
        <source>Yacht Dice – hosting {code}</source>
        <translation>Yacht Dice – salle {code}</translation>
    </message>
    <message>
        <source>Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this room again, and the guests join with the same room code.</source>
        <translation>Tous les invités sont déconnectés. La partie est conservée : Partie ▸ Parties inachevées rouvre cette salle, et les invités la rejoignent avec le même code de salle.</translation>
    </message>
    <message>
        <source>Every guest is disconnected, and the game cannot be resumed: this computer&apos;s history is not open.</source>
        <translation>Tous les invités sont déconnectés, et la partie ne pourra pas être reprise : l’historique de cet ordinateur n’est pas ouvert.</translation>
    </message>
    <message>
        <source>Close the Room</source>
        <translation>Fermer la salle</translation>
    </message>
    <message>
        <source>Close the room? The game with {names} is not over.</source>
        <translation>Fermer la salle ? La partie avec {names} n’est pas terminée.</translation>
    </message>
    <message>
        <source>&amp;Close the Room</source>
        <translation>&amp;Fermer la salle</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>Look back: what the dice could make</source>
        <translation>Bilan : ce que les dés pouvaient former</translation>
    </message>
    <message>
        <source>Whose card</source>
        <translation>Feuille du joueur</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Écrit</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Le plus grand</translation>
    </message>
    <message>
        <source>Each box: the number written and the greatest possible</source>
        <translation>Chaque case : le nombre écrit et le plus grand possible</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>En lettres</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>aucun (X)</translation>
    </message>
    <message>
        <source>{number} misread</source>
        <translation>{number} mal lu</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): no number these dice made fitted this box.</source>
        <extracomment>what the look back says of a box: what was written (a number, misread, or X) and how it compares with the greatest these dice could make there (the same, greater, or none)</extracomment>
        <translation>{name} a écrit {number} ({words}) : aucun nombre formé avec ces dés ne convenait à cette case.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice.</source>
        <translation>{name} a écrit {number} ({words}) : le plus grand possible avec ces dés.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} a écrit {number} ({words}) : le plus grand possible avec ces dés était {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: no number these dice made fitted this box.</source>
        <translation>{name} a écrit {number} ({words}) et l&apos;a mal lu : aucun nombre formé avec ces dés ne convenait à cette case.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice.</source>
        <translation>{name} a écrit {number} ({words}) et l&apos;a mal lu : le plus grand possible avec ces dés.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} a écrit {number} ({words}) et l&apos;a mal lu : le plus grand possible avec ces dés était {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote X: no number these dice made fitted this box.</source>
        <translation>{name} a écrit X : aucun nombre formé avec ces dés ne convenait à cette case.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice.</source>
        <translation>{name} a écrit X : le plus grand possible avec ces dés.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} a écrit X : le plus grand possible avec ces dés était {best} ({best_words}).</translation>
    </message>
</context>
<context>
    <name>LookupDialog</name>
    <message>
        <source>Look Up a Word</source>
        <translation>Chercher un mot</translation>
    </message>
    <message>
        <source>Is it a word in this game? Type one word:</source>
        <translation>Est-ce un mot dans cette partie ? Tapez un mot :</translation>
    </message>
    <message>
        <source>Word to look up</source>
        <translation>Mot à chercher</translation>
    </message>
    <message>
        <source>&amp;Look Up</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is on: offensive words are refused.</source>
        <translation>Le dictionnaire : mots anglais courants, en orthographe américaine et britannique, sans abréviations, noms propres, argot ni mots étrangers. Le mode famille est activé : les mots choquants sont refusés.</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is off: people may play offensive words; computers never do.</source>
        <translation>Le dictionnaire : mots anglais courants, en orthographe américaine et britannique, sans abréviations, noms propres, argot ni mots étrangers. Le mode famille est désactivé : les joueurs peuvent jouer des mots choquants ; l&apos;ordinateur ne le fait jamais.</translation>
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
        <translation>{minutes}:{seconds} restantes pour ce tour</translation>
    </message>
    <message>
        <source>Not saving: {problem}</source>
        <translation>Pas d&apos;enregistrement : {problem}</translation>
    </message>
    <message>
        <source>{rules} has no review.</source>
        <translation>{rules} n&apos;a pas d&apos;analyse.</translation>
    </message>
    <message>
        <source>Working out the best play for {rules} to review the game…</source>
        <translation>Calcul du meilleur jeu pour {rules} afin d&apos;analyser la partie…</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Règles — {rules}</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>À &amp;propos de {app}</translation>
    </message>
    <message>
        <source>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Place Value Yahtzee and your own house rules, scored exactly. MIT licence.</source>
        <translation>{app} {version} : Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Yam&apos;s des positions et vos propres règles maison, comptés exactement. Licence MIT.</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>The best move and the next two, from the strategy engine (H). Using it marks the game as assisted.</source>
        <translation>Le meilleur coup et les deux suivants, selon le moteur de stratégie (H). L&apos;utiliser marque la partie comme assistée.</translation>
    </message>
    <message>
        <source>Hurry (Space)</source>
        <translation>Accélérer (Espace)</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>the largest window icon handed to X11 (px). There Qt decodes every size of the window&apos;s icon at show() and copies each into the window&apos;s _NET_WM_ICON for the window manager, taskbars and docks, which draw a window&apos;s icon at 16 to 128 px, a zooming dock&apos;s at up to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start&apos;s CPU for no picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at 2x, in place of each size: the same picture with or without the 512 px size.)</extracomment>
        <translation>Message</translation>
    </message>
    <message>
        <source>Time left this turn</source>
        <translation>Temps restant pour ce tour</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>commands the program adds to the Game menu after Unfinished Games, each its text and what it runs with the window&apos;s commands and the window (Host a Game… and Join a Game…, which live above the table: yachtdice.ui.online.install) when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window is made and each time its Game menu opens (Online Room… while a room is open); one not named here always is a shortcut: the keys as Qt writes them (&quot;Ctrl+H&quot;, &quot;F5&quot;), or ``&quot;standard:&quot;`` and the name of one of Qt&apos;s standard keys (``QKeySequence.StandardKey``: the desktop&apos;s own keys for it)</extracomment>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>the menu bar&apos;s menus, left to right</extracomment>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <source>Un&amp;finished Games…</source>
        <translation>Parties &amp;inachevées…</translation>
    </message>
    <message>
        <source>&amp;High Scores…</source>
        <translation>&amp;Meilleurs scores…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>House &amp;Rules…</source>
        <translation>&amp;Règles maison…</translation>
    </message>
    <message>
        <source>&amp;Print Score Card…</source>
        <translation>&amp;Imprimer la feuille de score…</translation>
    </message>
    <message>
        <source>Save Score Card as P&amp;DF…</source>
        <translation>Enregistrer la feuille en P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>&amp;Salle de classe</translation>
    </message>
    <message>
        <source>The table for the front of a room: the card, the dice and whose turn it is, as large as the window allows (F5)</source>
        <translation>La table à montrer devant la classe : la grille, les dés et le joueur dont c&apos;est le tour, aussi grands que la fenêtre le permet (F5)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>Vitesse d&apos;&amp;animation</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Désactivée</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>The game could not be reviewed</source>
        <translation>La partie n&apos;a pas pu être analysée</translation>
    </message>
    <message>
        <source>Statistics need the history, which cannot be opened.</source>
        <extracomment>the (seat, turn) pairs of a stored game a computer played for an away player (across computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and reviews it: both mark those turns the dialog opened last, and the end-of-game dialog (for the window&apos;s tests)</extracomment>
        <translation>Les statistiques ont besoin de l&apos;historique, qui ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Desktop Language</source>
        <extracomment>the choice that follows the desktop (stored as no setting)</extracomment>
        <translation>Langue du &amp;bureau</translation>
    </message>
    <message>
        <source>H&amp;ost a Game…</source>
        <translation>Hé&amp;berger une partie…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>Rejoindre une &amp;partie…</translation>
    </message>
    <message>
        <source>Online Roo&amp;m…</source>
        <translation>Sa&amp;lle en ligne…</translation>
    </message>
</context>
<context>
    <name>Maxi Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Un</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <source>Three Pairs</source>
        <translation>Trois paires</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Quinte</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Full Straight</source>
        <translation>Suite complète</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tour</translation>
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
        <translation>marquer {box}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>garder {dice}</translation>
    </message>
    <message>
        <source>reroll all</source>
        <translation>tout relancer</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <extracomment>the setup&apos;s key for a game of real dice at the table, typed in (any game, any rules)</extracomment>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordinateur {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Player {number} is a</source>
        <translation>Le joueur {number} est</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(retiré)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Retirer ce joueur</translation>
    </message>
    <message>
        <source>Restore this player</source>
        <translation>Rétablir ce joueur</translation>
    </message>
    <message>
        <source>Player {number}: {reason}.</source>
        <translation>Joueur {number} : {reason}.</translation>
    </message>
    <message>
        <source>Other rules are already saved as &apos;{id}&apos; ({old}). Replace them with the file&apos;s {new}?</source>
        <translation>D&apos;autres règles sont déjà enregistrées sous &apos;{id}&apos; ({old}). Les remplacer par {new} du fichier ?</translation>
    </message>
    <message>
        <source>Keep Both saves the file&apos;s rules as &apos;{id}&apos;. Games already played keep their exact rules either way.</source>
        <translation>Garder les deux enregistre les règles du fichier sous &apos;{id}&apos;. Les parties déjà jouées gardent leurs règles exactes dans tous les cas.</translation>
    </message>
    <message>
        <source>{rules} is saved as &apos;{id}&apos; and chosen.</source>
        <translation>{rules} est enregistré sous &apos;{id}&apos; et choisi.</translation>
    </message>
    <message>
        <source>{rules} could not be saved: {reason}.</source>
        <translation>{rules} n&apos;a pas pu être enregistré : {reason}.</translation>
    </message>
    <message>
        <source>{rules} is deleted.</source>
        <translation>{rules} est supprimé.</translation>
    </message>
    <message>
        <source>Delete {rules}?</source>
        <translation>Supprimer {rules} ?</translation>
    </message>
    <message>
        <source>With real dice every player is a person at the table: make player {number} a person.</source>
        <translation>Avec de vrais dés, chaque joueur est une personne à table : faites du joueur {number} une personne.</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>the computer level last chosen in each game, by the game&apos;s id: switching games and back (in this dialog, or the next time it opens) gives it back</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>No&amp;uvelles…</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>&amp;Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Open a rules file of any kind of game, such as a teacher&apos;s own Place Value card: it is checked, saved and listed here from then on.</source>
        <translation>Ouvrez un fichier de règles de n&apos;importe quel jeu, comme la grille des positions d&apos;un enseignant : il est vérifié, enregistré et listé ici désormais.</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <extracomment>each game&apos;s own options (a timer, a teacher&apos;s rule) by its id, shown with its rules</extracomment>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Players (1 to 8):</source>
        <translation>Joueurs (1 à 8) :</translation>
    </message>
    <message>
        <source>Real dice at the &amp;table: type in what they show</source>
        <translation>Vrais dés à &amp;table : tapez ce qu’ils montrent</translation>
    </message>
    <message>
        <source>Throw your own dice and type or click what they show; the card scores them, with hints, undo and the review, and the game is kept as one of real dice.</source>
        <translation>Lancez vos propres dés et tapez ou cliquez ce qu’ils montrent ; la feuille compte les points, avec conseils, annulation et analyse, et la partie est gardée comme une partie aux vrais dés.</translation>
    </message>
    <message>
        <source>Delete these saved rules; games already played with them keep them.</source>
        <translation>Supprimer ces règles enregistrées ; les parties déjà jouées avec elles les gardent.</translation>
    </message>
    <message>
        <source>Built-in rules cannot be deleted.</source>
        <translation>Les règles intégrées ne peuvent pas être supprimées.</translation>
    </message>
    <message>
        <source>Open Rules File</source>
        <translation>Ouvrir un fichier de règles</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Fichiers de règles (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Garder les &amp;deux</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Nothing was opened.</source>
        <translation>Rien n&apos;a été ouvert.</translation>
    </message>
    <message>
        <source>Delete Rules</source>
        <translation>Supprimer les règles</translation>
    </message>
    <message>
        <source>Games already played with them keep their exact rules in the history.</source>
        <translation>Les parties déjà jouées avec elles gardent leurs règles exactes dans l&apos;historique.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
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
        <translation>L’ordinateur joue au niveau {level} jusqu’à ce que sa stratégie soit prête.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>An online game goes on until its end: host or join another from the Game menu of the main window.</source>
        <translation>Une partie en ligne va jusqu’à son terme : hébergez-en ou rejoignez-en une autre depuis le menu Partie de la fenêtre principale.</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers.</source>
        <translation>Annuler n’est pas proposé dans une partie entre ordinateurs.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>{name} (here)</source>
        <translation>{name} (ici)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>place libre</translation>
    </message>
    <message>
        <source>{name} (at the host)</source>
        <translation>{name} (chez l’hôte)</translation>
    </message>
    <message>
        <source>{name} (connected)</source>
        <translation>{name} (connecté)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (absent)</translation>
    </message>
    <message>
        <source>The dice are being verified…</source>
        <extracomment>the room&apos;s own title (&quot;Yacht Dice – Ann&apos;s game&quot;), kept when the game starts on the table (the table titles its window by the rules)</extracomment>
        <translation>Les dés sont en cours de vérification…</translation>
    </message>
</context>
<context>
    <name>Pip dice</name>
    <message>
        <source>a pip-dice claim is a box id</source>
        <translation>un choix aux dés est l&apos;identifiant d&apos;une case</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} n&apos;a pas de case {box}</translation>
    </message>
    <message>
        <source>{box} is already filled</source>
        <translation>{box} est déjà remplie</translation>
    </message>
</context>
<context>
    <name>Pip score card</name>
    <message>
        <source>Upper section</source>
        <translation>Partie supérieure</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Partie inférieure</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Total supérieur</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>{points} points when the upper sum is {threshold} or more.</source>
        <translation>{points} points quand la somme du haut atteint {threshold} ou plus.</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Total haut</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total inférieur</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>Prime {box}</translation>
    </message>
    <message>
        <source>{points} points for each further {box}: tick it here.</source>
        <translation>{points} points pour chaque {box} supplémentaire : cochez ici.</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Prime de série</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s)</source>
        <translation>
            <numerusform>Vaut {points} point</numerusform>
            <numerusform>Vaut {points} points</numerusform>
        </translation>
    </message>
    <message>
        <source>Total of all dice</source>
        <translation>Total de tous les dés</translation>
    </message>
    <message>
        <source>Add only the dice showing {face}</source>
        <translation>Additionner seulement les dés montrant {face}</translation>
    </message>
    <message>
        <source>Add the dice that make it</source>
        <translation>Additionner les dés qui la forment</translation>
    </message>
    <message>
        <source>Scores {points} at {threshold} or more</source>
        <translation>Vaut {points} à partir de {threshold}</translation>
    </message>
    <message>
        <source>{points} points for each further roll of all the same face: tick it here.</source>
        <translation>{points} points pour chaque nouveau lancer où tous les dés montrent la même face : cochez ici.</translation>
    </message>
</context>
<context>
    <name>PipCard</name>
    <message>
        <source>Upper section</source>
        <translation>Partie supérieure</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Partie inférieure</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box} : {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Somme du haut</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Total du haut</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total du bas</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>Prime {box}</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Prime de série</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total général</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box} : {points} point marqué. {rule}</numerusform>
            <numerusform>{box} : {points} points marqués. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player}: {points} scored</source>
        <translation>
            <numerusform>{box}, {player} : {points} point marqué</numerusform>
            <numerusform>{box}, {player} : {points} points marqués</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {reason}</source>
        <translation>{box} : pas permis maintenant. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player} : pas permis maintenant. {reason}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now. {rule}</source>
        <translation>{box} : {points} si vous marquez maintenant. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now</source>
        <translation>{box}, {player} : {points} si vous marquez maintenant</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now (joker). {rule}</source>
        <translation>{box} : {points} si vous marquez maintenant (joker). {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now (joker)</source>
        <translation>{box}, {player} : {points} si vous marquez maintenant (joker)</translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box} : libre. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player} : libre</translation>
    </message>
    <message>
        <source>The upper boxes added up.</source>
        <translation>Les cases du haut additionnées.</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Somme du haut plus la prime.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Les cases du bas additionnées.</translation>
    </message>
    <message>
        <source>{count} × {points} for further {box} rolls.</source>
        <translation>{count} × {points} pour les lancers {box} suivants.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Tout additionné.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row} : {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {sum} of {threshold}</source>
        <translation>{row}, {player}, {sum} sur {threshold}</translation>
    </message>
    <message>
        <source>{row}, {player}, out of reach</source>
        <translation>{row}, {player}, hors de portée</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, rien pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} point quand la somme du haut atteint {threshold}.</numerusform>
            <numerusform>{points} points quand la somme du haut atteint {threshold}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) ahead of the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} C&apos;est {points} point d&apos;avance sur le rythme d&apos;une part égale pour chaque valeur.</numerusform>
            <numerusform>{tip} C&apos;est {points} points d&apos;avance sur le rythme d&apos;une part égale pour chaque valeur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) behind the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} C&apos;est {points} point de retard sur le rythme d&apos;une part égale pour chaque valeur.</numerusform>
            <numerusform>{tip} C&apos;est {points} points de retard sur le rythme d&apos;une part égale pour chaque valeur.</numerusform>
        </translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <source>{tip} Out of reach: {sum} so far, and the open upper boxes can add at most {possible}.</source>
        <translation>{tip} Hors de portée : {sum} pour l&apos;instant, et les cases libres du haut peuvent ajouter au plus {possible}.</translation>
    </message>
    <message>
        <source>{tip} {sum} so far; {needed} still needed.</source>
        <translation>{tip} {sum} pour l&apos;instant ; il manque {needed}.</translation>
    </message>
    <message>
        <source>{tip} That is exactly on the pace of an equal share for each face.</source>
        <translation>{tip} C&apos;est exactement au rythme d&apos;une part égale pour chaque valeur.</translation>
    </message>
</context>
<context>
    <name>PipComputers</name>
    <message>
        <source>Preparing the Expert for {rules}: it plays as soon as its strategy is ready.</source>
        <translation>Préparation de l&apos;Expert pour {rules} : il joue dès que sa stratégie est prête.</translation>
    </message>
</context>
<context>
    <name>PipGame</name>
    <message>
        <source>Equal totals were decided by the upper section, as these rules say.</source>
        <translation>Les totaux égaux ont été départagés par la partie supérieure, comme le veulent ces règles.</translation>
    </message>
</context>
<context>
    <name>PipHints</name>
    <message>
        <source>Hint: {move} (expected final score {score}).</source>
        <translation>Conseil : {move} (score final espéré {score}).</translation>
    </message>
    <message>
        <source>Hint: {move} (expected final score {score}); then {others}.</source>
        <translation>Conseil : {move} (score final espéré {score}) ; ensuite {others}.</translation>
    </message>
    <message>
        <source>{move} ({less} less)</source>
        <translation>{move} ({less} de moins)</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <translation>{first} ; {next}</translation>
    </message>
    <message>
        <source>{hint} (Approximate: these rules are too large to solve.)</source>
        <translation>{hint} (Approximatif : ces règles sont trop grandes pour être résolues.)</translation>
    </message>
</context>
<context>
    <name>PipReview</name>
    <message>
        <source>{dice} ({left} left)</source>
        <translation>{dice} (encore {left})</translation>
    </message>
    <message>
        <source>Expected final score: {best:.1f} with the best move, {yours:.1f} with yours (points still to come).</source>
        <translation>Score final espéré : {best:.1f} avec le meilleur coup, {yours:.1f} avec le vôtre (points encore à venir).</translation>
    </message>
    <message>
        <source>No decisions to review for this player.</source>
        <translation>Aucune décision à analyser pour ce joueur.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best.</source>
        <translation>Jeu parfait : votre seule décision était la meilleure.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best (approximate: these rules are too large to solve).</source>
        <translation>Jeu parfait : votre seule décision était la meilleure (approximatif : ces règles sont trop grandes pour être résolues).</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best.</source>
        <translation>Jeu parfait : chacune des {count} décisions était la meilleure.</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best (approximate: these rules are too large to solve).</source>
        <translation>Jeu parfait : chacune des {count} décisions était la meilleure (approximatif : ces règles sont trop grandes pour être résolues).</translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all. The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} décision ; {total:.1f} points espérés perdus en tout. La décision la plus coûteuse était au tour {turn} ({loss:.1f} points).</numerusform>
            <numerusform>{count} décisions ; {total:.1f} points espérés perdus en tout. La décision la plus coûteuse était au tour {turn} ({loss:.1f} points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all (approximate: these rules are too large to solve). The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} décision ; {total:.1f} points espérés perdus en tout (approximatif : ces règles sont trop grandes pour être résolues). La décision la plus coûteuse était au tour {turn} ({loss:.1f} points).</numerusform>
            <numerusform>{count} décisions ; {total:.1f} points espérés perdus en tout (approximatif : ces règles sont trop grandes pour être résolues). La décision la plus coûteuse était au tour {turn} ({loss:.1f} points).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Votre choix</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Le meilleur</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>points espérés perdus</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>points perdus</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} expected points given away</source>
        <translation>partie {game} : {value:.1f} points espérés perdus</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Qualité des décisions</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>Les décisions les plus coûteuses :</translation>
    </message>
</context>
<context>
    <name>Place Value boxes</name>
    <message>
        <source>Number with 3 in the hundreds place</source>
        <translation>Nombre avec 3 au rang des centaines</translation>
    </message>
    <message>
        <source>Number with 5 in the ones place</source>
        <translation>Nombre avec 5 au rang des unités</translation>
    </message>
    <message>
        <source>Number with 2 in the tens place</source>
        <translation>Nombre avec 2 au rang des dizaines</translation>
    </message>
    <message>
        <source>Number with 6 in the thousands place</source>
        <translation>Nombre avec 6 au rang des milliers</translation>
    </message>
    <message>
        <source>Number whose thousands and ones digits add up to 9</source>
        <translation>Nombre dont les chiffres des milliers et des unités font 9 ensemble</translation>
    </message>
    <message>
        <source>Number whose digits add up to 13</source>
        <translation>Nombre dont la somme des chiffres fait 13</translation>
    </message>
    <message>
        <source>Number with two of the same digit</source>
        <translation>Nombre avec deux chiffres identiques</translation>
    </message>
    <message>
        <source>Number with three of the same digit</source>
        <translation>Nombre avec trois chiffres identiques</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER ! On peut écrire ici n&apos;importe quel nombre</translation>
    </message>
</context>
<context>
    <name>Place Value help</name>
    <message>
        <source>Arrange the dice into a number (click them or type it), then pick a box.</source>
        <translation>Formez un nombre avec les dés (cliquez-les ou tapez-le), puis choisissez une case.</translation>
    </message>
</context>
<context>
    <name>Place Value places</name>
    <message>
        <source>ten millions</source>
        <extracomment>The most orders the dice can fall in (sides ** dice) that a card may have: the computer players and hints weigh every one when a game starts, about 15-18 microseconds each off the GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice took 25 s and 6 ten-sided 18.5 s and 204 MB). the largest number a card file may give (a digit, a sum, a value to round to): far more than any card of these dice can use, small enough for every message to show place names by power of ten (translated by the window: &quot;Place Value places&quot;)</extracomment>
        <translation>dizaines de millions</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millions</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>centaines de milliers</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>dizaines de milliers</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>milliers</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>centaines</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dizaines</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>dixièmes</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>centièmes</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>millièmes</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>dix-millièmes</translation>
    </message>
    <message>
        <source>ten million</source>
        <extracomment>what a number is rounded to, by power of ten (&quot;to the nearest ten&quot;)</extracomment>
        <translation>à la dizaine de millions près</translation>
    </message>
    <message>
        <source>million</source>
        <translation>au million près</translation>
    </message>
    <message>
        <source>hundred thousand</source>
        <translation>à la centaine de milliers près</translation>
    </message>
    <message>
        <source>ten thousand</source>
        <translation>à la dizaine de milliers près</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>au millier près</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>à la centaine près</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>à la dizaine près</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>à l&apos;unité près</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>au dixième près</translation>
    </message>
    <message>
        <source>hundredth</source>
        <translation>au centième près</translation>
    </message>
    <message>
        <source>thousandth</source>
        <translation>au millième près</translation>
    </message>
    <message>
        <source>ten thousandth</source>
        <translation>au dix-millième près</translation>
    </message>
</context>
<context>
    <name>Place Value rules</name>
    <message>
        <source>the box &apos;{box}&apos; is already filled</source>
        <translation>la case « {box} » est déjà remplie</translation>
    </message>
    <message>
        <source>the teacher&apos;s rule is on: the teacher marks whether the number was read aloud right</source>
        <translation>la règle de l&apos;enseignant s&apos;applique : l&apos;enseignant indique si le nombre a été bien lu à voix haute</translation>
    </message>
    <message>
        <source>Number with {digit} in the {place} place</source>
        <translation>Nombre avec {digit} au rang des {place}</translation>
    </message>
    <message>
        <source>{number} has {got}, not {digit}, in the {place} place</source>
        <translation>{number} a {got}, et non {digit}, au rang des {place}</translation>
    </message>
    <message>
        <source>Number whose {places} digits add up to {total}</source>
        <translation>Nombre dont les chiffres des {places} font {total} ensemble</translation>
    </message>
    <message>
        <source>the {places} digits of {number} add up to {got}, not {total}</source>
        <translation>les chiffres des {places} de {number} font {got}, et non {total}</translation>
    </message>
    <message>
        <source>Number whose digits add up to {total}</source>
        <translation>Nombre dont la somme des chiffres fait {total}</translation>
    </message>
    <message>
        <source>the digits of {number} add up to {got}, not {total}</source>
        <translation>la somme des chiffres de {number} fait {got}, et non {total}</translation>
    </message>
    <message>
        <source>Number with {count} of the same digit</source>
        <translation>Nombre avec {count} chiffres identiques</translation>
    </message>
    <message>
        <source>{number} does not have {count} of the same digit</source>
        <translation>{number} n&apos;a pas {count} chiffres identiques</translation>
    </message>
    <message>
        <source>WILD! Any number</source>
        <translation>JOKER ! N&apos;importe quel nombre</translation>
    </message>
    <message>
        <source>Even number</source>
        <translation>Nombre pair</translation>
    </message>
    <message>
        <source>Odd number</source>
        <translation>Nombre impair</translation>
    </message>
    <message>
        <source>{number} is odd: its ones digit is {got}</source>
        <translation>{number} est impair : son chiffre des unités est {got}</translation>
    </message>
    <message>
        <source>{number} is even: its ones digit is {got}</source>
        <translation>{number} est pair : son chiffre des unités est {got}</translation>
    </message>
    <message>
        <source>Number that rounds to {value} to the nearest {unit}</source>
        <translation>Nombre qui s&apos;arrondit à {value} {unit}</translation>
    </message>
    <message>
        <source>{number} rounds to {got}, not {value}, to the nearest {unit}</source>
        <translation>{number} s&apos;arrondit à {got}, et non à {value}, {unit}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>places in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: write only digits (and a point for decimals), thousands without separators</source>
        <translation>« {text} » n&apos;est pas un nombre : écrivez seulement des chiffres (et un séparateur décimal pour les décimales), sans séparer les milliers</translation>
    </message>
    <message>
        <source>{text} has a decimal point; these numbers are whole</source>
        <translation>{text} a une virgule ; ces nombres sont entiers</translation>
    </message>
    <message numerus="yes">
        <source>{text} has {got} digit(s) after the point; these numbers have {decimals} (down to the {place})</source>
        <translation>
            <numerusform>{text} a {got} chiffre après la virgule ; ces nombres en ont {decimals} (jusqu&apos;aux {place})</numerusform>
            <numerusform>{text} a {got} chiffres après la virgule ; ces nombres en ont {decimals} (jusqu&apos;aux {place})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} has {got} digit(s); every number here has {dice}, one per die</source>
        <translation>
            <numerusform>{number} a {got} chiffre ; chaque nombre ici en a {dice}, un par dé</numerusform>
            <numerusform>{number} a {got} chiffres ; chaque nombre ici en a {dice}, un par dé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} must have {decimals} digit(s) after the point</source>
        <translation>
            <numerusform>{number} doit avoir {decimals} chiffre après la virgule</numerusform>
            <numerusform>{number} doit avoir {decimals} chiffres après la virgule</numerusform>
        </translation>
    </message>
    <message>
        <source>the digits of {number} are not the dice {dice}: every die is used once, as one digit</source>
        <translation>les chiffres de {number} ne sont pas les dés {dice} : chaque dé sert une fois, comme un chiffre</translation>
    </message>
    <message>
        <source>{number} has the digit {digit}, which no die shows</source>
        <translation>{number} contient le chiffre {digit}, qu&apos;aucun dé ne montre</translation>
    </message>
    <message>
        <source>{number} starts with 0; a number never starts with 0</source>
        <translation>{number} commence par 0 ; un nombre ne commence jamais par 0</translation>
    </message>
</context>
<context>
    <name>Place Value rules help</name>
    <message>
        <source>{count} six-sided dice (1 to 6).</source>
        <translation>{count} dés à six faces (1 à 6).</translation>
    </message>
    <message>
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0.</source>
        <translation>{count} dés à dix faces (0 à 9) ; un nombre ne commence jamais par 0.</translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} dés à six faces (1 à 6) ; les nombres ont {decimals} chiffre après la virgule.</numerusform>
            <numerusform>{count} dés à six faces (1 à 6) ; les nombres ont {decimals} chiffres après la virgule.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} dés à dix faces (0 à 9) ; un nombre ne commence jamais par 0 ; les nombres ont {decimals} chiffre après la virgule.</numerusform>
            <numerusform>{count} dés à dix faces (0 à 9) ; un nombre ne commence jamais par 0 ; les nombres ont {decimals} chiffres après la virgule.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll all the dice once.</source>
        <translation>Lancez tous les dés une fois.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others once more, or stop.</source>
        <translation>Lancez tous les dés ; gardez-en autant que vous voulez et relancez les autres une fois, ou arrêtez.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others again, up to {rolls} rolls in all, or stop.</source>
        <translation>Lancez tous les dés ; gardez-en autant que vous voulez et relancez les autres, jusqu&apos;à {rolls} lancers en tout, ou arrêtez.</translation>
    </message>
    <message>
        <source>Then arrange all the dice into one number, each die one digit, and write it in an open box whose condition it meets; or write an X in any open box. A box is filled once.</source>
        <translation>Formez ensuite un seul nombre avec tous les dés, un chiffre par dé, et écrivez-le dans une case libre dont il remplit la condition ; ou écrivez un X dans n&apos;importe quelle case libre. Chaque case se remplit une fois.</translation>
    </message>
    <message>
        <source>At the end, each box&apos;s point goes to everyone who wrote its greatest number (an X counts as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is rolled off, the greatest number made from one more roll winning.</source>
        <translation>À la fin, le point de chaque case va à tous ceux qui y ont écrit le plus grand nombre (un X compte pour 0 : là où tout le monde a écrit X, tout le monde a le point). Le plus de points gagne ; en cas d&apos;égalité, on départage par un lancer de plus : le plus grand nombre formé gagne.</translation>
    </message>
    <message>
        <source>Teacher&apos;s rule: read the number aloud before it is written; the teacher marks it right (R) or wrong (W). A misread number wins no point.</source>
        <translation>Règle de l&apos;enseignant : lisez le nombre à voix haute avant de l&apos;écrire ; l&apos;enseignant le marque juste (R) ou faux (W). Un nombre mal lu ne rapporte aucun point.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Les cases</translation>
    </message>
    <message>
        <source>a number with {digit} in the {place} place</source>
        <extracomment>a box&apos;s condition after its name (&quot;Fours: a number with 4 in the ones place&quot;)</extracomment>
        <translation>un nombre avec {digit} au rang des {place}</translation>
    </message>
    <message>
        <source>a number whose {places} digits add up to {total}</source>
        <translation>un nombre dont les chiffres des {places} font {total} ensemble</translation>
    </message>
    <message>
        <source>a number whose digits add up to {total}</source>
        <translation>un nombre dont la somme des chiffres fait {total}</translation>
    </message>
    <message>
        <source>a number with {count} of the same digit</source>
        <translation>un nombre avec {count} chiffres identiques</translation>
    </message>
    <message>
        <source>a number that rounds to {value} to the nearest {unit}</source>
        <translation>un nombre qui s&apos;arrondit à {value} {unit}</translation>
    </message>
    <message>
        <source>{label}: {meaning}</source>
        <translation>{label} : {meaning}</translation>
    </message>
</context>
<context>
    <name>Place Value score card</name>
    <message>
        <source>Place Value Yahtzee Score Card</source>
        <translation>Feuille de score du Yam&apos;s des positions</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s column heading, for a pupil to write their name in</extracomment>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Points (boxes won)</source>
        <translation>Points (cases gagnées)</translation>
    </message>
    <message>
        <source>misread: no point</source>
        <translation>mal lu : aucun point</translation>
    </message>
    <message>
        <source>Write a {digits}-digit number or an X in each box.</source>
        <translation>Écrivez un nombre de {digits} chiffres ou un X dans chaque case.</translation>
    </message>
    <message>
        <source>Write a number with one digit before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Écrivez dans chaque case un nombre avec un chiffre avant la virgule et {decimals} après, ou un X.</translation>
    </message>
    <message>
        <source>Write a number with {whole} digits before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Écrivez dans chaque case un nombre avec {whole} chiffres avant la virgule et {decimals} après, ou un X.</translation>
    </message>
    <message>
        <source>If no number you can make fits an open box, write an X in any open box.</source>
        <translation>Si aucun nombre que vous pouvez former ne convient à une case libre, écrivez un X dans n&apos;importe quelle case libre.</translation>
    </message>
    <message>
        <source>At the end, compare the numbers in each box: the greatest number is circled and wins a point, and equal greatest numbers each win one. An X counts as 0.</source>
        <translation>À la fin, comparez les nombres de chaque case : le plus grand est entouré et rapporte un point, et des plus grands nombres égaux en rapportent un chacun. Un X compte pour 0.</translation>
    </message>
    <message>
        <source>Read your number aloud: a number read wrongly wins no point.</source>
        <translation>Lisez votre nombre à voix haute : un nombre mal lu ne rapporte aucun point.</translation>
    </message>
    <message>
        <source>The most points wins. Pupils tied for the most roll once more: the greatest number made from that roll wins.</source>
        <translation>Le plus de points gagne. Les élèves à égalité relancent une fois : le plus grand nombre formé avec ce lancer gagne.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} gagne avec {points} point.</numerusform>
            <numerusform>{name} gagne avec {points} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} have {points} point(s) each; {winner} wins the roll-off and the game.</source>
        <translation>
            <numerusform>{names} ont {points} point chacun ; {winner} gagne le départage et la partie.</numerusform>
            <numerusform>{names} ont {points} points chacun ; {winner} gagne le départage et la partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>names in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
</context>
<context>
    <name>PlaceValueCard</name>
    <message>
        <source>{digit} in the {place}</source>
        <translation>{place} : {digit}</translation>
    </message>
    <message>
        <source>{places} = {total}</source>
        <translation>{places} = {total}</translation>
    </message>
    <message>
        <source>digit sum {total}</source>
        <translation>somme des chiffres {total}</translation>
    </message>
    <message>
        <source>{count} digits alike</source>
        <translation>{count} chiffres identiques</translation>
    </message>
    <message>
        <source>rounds to {value} to the nearest {unit}</source>
        <translation>arrondi à {value} {unit}</translation>
    </message>
    <message>
        <source>wild: any number</source>
        <translation>joker : tout nombre</translation>
    </message>
    <message>
        <source>even number</source>
        <translation>nombre pair</translation>
    </message>
    <message>
        <source>odd number</source>
        <translation>nombre impair</translation>
    </message>
    <message>
        <source>{row}, {name}, {points}</source>
        <translation>{row}, {name}, {points}</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box} : libre.</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, libre</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0; everyone wrote X here, a tie: circled, 1 point.</source>
        <translation>{box} : X, compte pour 0 ; tout le monde a écrit X ici, égalité : entouré, 1 point.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X, circled</source>
        <translation>{box}, {name} a écrit X, entouré</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0.</source>
        <translation>{box} : X, compte pour 0.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X</source>
        <translation>{box}, {name} a écrit X</translation>
    </message>
    <message>
        <source>{box}: {number}, misread when read aloud: no point.</source>
        <translation>{box} : {number}, mal lu à voix haute : aucun point.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, misread</source>
        <translation>{box}, {name} a écrit {number}, mal lu</translation>
    </message>
    <message>
        <source>{box}: {number}, the greatest number here: circled, 1 point.</source>
        <translation>{box} : {number}, le plus grand nombre ici : entouré, 1 point.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, circled</source>
        <translation>{box}, {name} a écrit {number}, entouré</translation>
    </message>
    <message>
        <source>{box}: {number}.</source>
        <translation>{box} : {number}.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}</source>
        <translation>{box}, {name} a écrit {number}</translation>
    </message>
    <message>
        <source>Boxes won</source>
        <translation>Cases gagnées</translation>
    </message>
    <message>
        <source>Boxes won: the greatest number in a box wins its point; tied numbers all win it; an X counts as 0, so a box where everyone wrote X gives everyone its point; a misread number wins nothing.</source>
        <translation>Cases gagnées : le plus grand nombre d&apos;une case gagne son point ; des nombres égaux le gagnent tous ; un X compte pour 0, donc une case où tout le monde a écrit X donne le point à tous ; un nombre mal lu ne gagne rien.</translation>
    </message>
</context>
<context>
    <name>PlaceValueClaimPanel</name>
    <message>
        <source>The {place} place</source>
        <translation>Rang des {place}</translation>
    </message>
    <message>
        <source>The {place} place: drop a die here; click to take its die back</source>
        <translation>Rang des {place} : déposez un dé ici ; cliquez pour le reprendre</translation>
    </message>
    <message>
        <source>Place die {die}, showing {face}</source>
        <translation>Placer le dé {die}, qui montre {face}</translation>
    </message>
    <message>
        <source>Put die {die} ({face}) in the next empty place, or drag it onto a place</source>
        <translation>Mettez le dé {die} ({face}) au prochain rang libre, ou faites-le glisser sur un rang</translation>
    </message>
    <message>
        <source>No die left shows {digit}.</source>
        <extracomment>rows of the look back kept in view in the classroom view</extracomment>
        <translation>Aucun dé restant ne montre {digit}.</translation>
    </message>
    <message>
        <source>Type the number, or click the dice below</source>
        <translation>Tapez le nombre, ou cliquez sur les dés ci-dessous</translation>
    </message>
    <message>
        <source>The number</source>
        <translation>Le nombre</translation>
    </message>
    <message>
        <source>Type the digits in order; the point and commas may be left out</source>
        <translation>Tapez les chiffres dans l&apos;ordre ; la virgule et les séparateurs peuvent être omis</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>why a number cannot be written, in the window&apos;s language</extracomment>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Take every die out of the number</source>
        <translation>Retirer tous les dés du nombre</translation>
    </message>
    <message>
        <source>The number with its grouping</source>
        <translation>Le nombre avec ses séparateurs</translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Case libre</translation>
    </message>
    <message>
        <source>{number} does not fit “{box}”.</source>
        <translation>{number} ne convient pas à « {box} ».</translation>
    </message>
    <message>
        <source>This number</source>
        <translation>Ce nombre</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Le plus grand</translation>
    </message>
    <message>
        <source>Whether the number fits each open box</source>
        <translation>Si le nombre convient à chaque case libre</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Écrire</translation>
    </message>
    <message>
        <source>Write the number in the chosen box (Enter)</source>
        <translation>Écrire le nombre dans la case choisie (Entrée)</translation>
    </message>
    <message>
        <source>Write X</source>
        <translation>Écrire X</translation>
    </message>
    <message>
        <source>Put an X in the chosen box: it counts as 0 (Ctrl+X)</source>
        <translation>Mettre un X dans la case choisie : il compte pour 0 (Ctrl+X)</translation>
    </message>
    <message>
        <source>Arrange all the dice into one number:</source>
        <translation>Formez un seul nombre avec tous les dés :</translation>
    </message>
    <message>
        <source>Write the number in the box chosen on the card (Enter); Up and Down in the number field choose another</source>
        <translation>Écrire le nombre dans la case choisie sur la feuille (Entrée) ; Haut et Bas dans le champ du nombre en choisissent une autre</translation>
    </message>
    <message>
        <source>Roll the dice to make a number.</source>
        <translation>Lancez les dés pour former un nombre.</translation>
    </message>
    <message>
        <source>Put every die in a place (or type the number).</source>
        <translation>Placez chaque dé à un rang (ou tapez le nombre).</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>convient</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>aucun (X)</translation>
    </message>
    <message>
        <source>{number}  {star} greatest</source>
        <translation>{number}  {star} le plus grand</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>the teacher&apos;s keys for a reading aloud: right, wrong, or back to the number (None)</extracomment>
        <translation>ne convient pas</translation>
    </message>
    <message>
        <source>Put every die in a place first; to write an X here, press Write X (Ctrl+X).</source>
        <translation>Placez d’abord chaque dé ; pour écrire un X ici, appuyez sur Écrire X (Ctrl+X).</translation>
    </message>
</context>
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation>0 à 9 (d10)</translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation>1 à 6 (d6)</translation>
    </message>
    <message>
        <source>ten millions</source>
        <extracomment>the places&apos; names (the core&apos;s PLACES) as the form says them</extracomment>
        <translation>dizaines de millions</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millions</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>centaines de milliers</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>dizaines de milliers</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>milliers</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>centaines</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dizaines</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>dixièmes</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>centièmes</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>millièmes</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>dix-millièmes</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <extracomment>the core&apos;s sentences about a card (English, with their figures) said whole in the form&apos;s language: each pattern matches one sentence, its groups fill the template</extracomment>
        <translation>doit être un nombre entier de 0 à {most}</translation>
    </message>
    <message>
        <source>must list two or more places</source>
        <translation>doit indiquer deux rangs ou plus</translation>
    </message>
    <message>
        <source>each place may be named once</source>
        <translation>chaque rang ne peut être indiqué qu&apos;une fois</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>doit être du texte</translation>
    </message>
    <message>
        <source>dice have 6 sides (1-6) or 10 (0-9), not {sides}</source>
        <translation>les dés ont 6 faces (1-6) ou 10 (0-9), pas {sides}</translation>
    </message>
    <message>
        <source>must be 1 to {most}, not {value}</source>
        <translation>doit être de 1 à {most}, pas {value}</translation>
    </message>
    <message>
        <source>{dice} six-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} dés à six faces peuvent tomber dans {orders} ordres, trop pour les joueurs ordinateurs (au plus {most} : jusqu&apos;à 7 dés à six faces ou 5 à dix faces)</translation>
    </message>
    <message>
        <source>{dice} ten-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} dés à dix faces peuvent tomber dans {orders} ordres, trop pour les joueurs ordinateurs (au plus {most} : jusqu&apos;à 7 dés à six faces ou 5 à dix faces)</translation>
    </message>
    <message>
        <source>must be 0 to {most} for {dice} dice, not {value}</source>
        <translation>doit être de 0 à {most} pour {dice} dés, pas {value}</translation>
    </message>
    <message>
        <source>a card has 1 to 20 boxes, not {count}</source>
        <translation>une carte a de 1 à 20 cases, pas {count}</translation>
    </message>
    <message>
        <source>{id} is used twice</source>
        <translation>{id} est utilisé deux fois</translation>
    </message>
    <message>
        <source>these numbers have no {place} place</source>
        <translation>ces nombres n&apos;ont pas de rang des {place}</translation>
    </message>
    <message>
        <source>only a whole number is even or odd: these numbers have decimals</source>
        <translation>seul un nombre entier est pair ou impair : ces nombres ont des décimales</translation>
    </message>
    <message>
        <source>these numbers cannot be rounded to the {place}</source>
        <translation>ces nombres ne peuvent pas être arrondis aux {place}</translation>
    </message>
    <message>
        <source>no die shows {digit}</source>
        <translation>aucun dé ne montre {digit}</translation>
    </message>
    <message>
        <source>a number never starts with 0</source>
        <translation>un nombre ne commence jamais par 0</translation>
    </message>
    <message>
        <source>those digits cannot add up to {total}</source>
        <translation>ces chiffres ne peuvent pas faire {total} ensemble</translation>
    </message>
    <message>
        <source>{dice} digits cannot add up to {total}</source>
        <translation>{dice} chiffres ne peuvent pas faire {total} ensemble</translation>
    </message>
    <message>
        <source>must be 2 to {most}, not {value}</source>
        <translation>doit être de 2 à {most}, pas {value}</translation>
    </message>
    <message>
        <source>no number of these dice rounds to that</source>
        <translation>aucun nombre de ces dés ne s&apos;arrondit à cela</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field} : {problem}</translation>
    </message>
    <message>
        <source>A digit in a given place</source>
        <extracomment>the palette: (kind, its name in the form), in the order offered</extracomment>
        <translation>Un chiffre à un rang donné</translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation>Deux rangs dont la somme fait un nombre</translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation>Tous les chiffres dont la somme fait un nombre</translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation>Plusieurs fois le même chiffre</translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation>Joker : n&apos;importe quel nombre</translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation>S&apos;arrondit à un nombre</translation>
    </message>
    <message>
        <source>An even number</source>
        <translation>Un nombre pair</translation>
    </message>
    <message>
        <source>An odd number</source>
        <translation>Un nombre impair</translation>
    </message>
    <message>
        <source>place</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation>rang</translation>
    </message>
    <message>
        <source>places</source>
        <translation>rangs</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>chiffre</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>how many the same</source>
        <translation>combien d&apos;identiques</translation>
    </message>
    <message>
        <source>rounded value</source>
        <translation>valeur arrondie</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>genre</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>La carte</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Le fichier</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Le nombre de dés</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Chiffres après la virgule</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Lancers par tour</translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation>La règle de l&apos;enseignant</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation>Impossible : aucun lancer ne peut la remplir</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>chaque lancer</translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation>moins de 0,1 % des lancers</translation>
    </message>
    <message>
        <source>{percent}% of rolls</source>
        <translation>{percent} % des lancers</translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation>Rempli par {chance} ; au mieux {number}</translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation>{box}, {setting}</translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation>Case {number} ({label})</translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation>Case {number}</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Rang :</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Chiffre :</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Rangs :</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Total :</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Combien :</translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation>Arrondi aux :</translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation>Arrondi :</translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation>En unités du rang d&apos;arrondi : 36 à l&apos;unité, 4 au millier (4 000), 525 au dixième (52,5)</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>N&apos;importe quel nombre</translation>
    </message>
    <message>
        <source>Its ones digit is 0, 2, 4, 6 or 8</source>
        <translation>Son chiffre des unités est 0, 2, 4, 6 ou 8</translation>
    </message>
    <message>
        <source>Its ones digit is 1, 3, 5, 7 or 9</source>
        <translation>Son chiffre des unités est 1, 3, 5, 7 ou 9</translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation>Un genre que cette version ne connaît pas</translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation>Texte de la case {number}</translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation>Chiffres de la case {number}</translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation>Monter la case {number}</translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation>Descendre la case {number}</translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation>Retirer la case {number}</translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation>Case {number}, {setting}</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation>{place} (pas sur cette carte)</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation>Nombre de dés à chiffres</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Faces des dés</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id :</translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation>&amp;Dés à chiffres :</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Faces :</translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation>&amp;Décimales :</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>&amp;Lancers par tour :</translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation>Genre de case à ajouter</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>&amp;Ajouter la case</translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation>Cases :</translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation>Modifier la case {number}</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER ! N&apos;importe quel nombre peut être écrit ici</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>Ajouter {kind}</translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation>Déplacer la case {number}</translation>
    </message>
</context>
<context>
    <name>PlaceValueGame</name>
    <message>
        <source>{name} (digit dice)</source>
        <translation>{name} (dés à chiffres)</translation>
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
        <translation>{first} ; puis {next}</translation>
    </message>
    <message>
        <source>Who starts: the greatest sum. {rolls}. {name} starts.</source>
        <translation>Qui commence : la plus grande somme. {rolls}. {name} commence.</translation>
    </message>
    <message>
        <source>Tied for the most boxes, so they rolled off (the greatest number wins): {rolls}. {name} won the roll-off.</source>
        <translation>Égalité au nombre de cases, départage aux dés (le plus grand nombre gagne) : {rolls}. {name} a gagné le départage.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>aucun nombre</translation>
    </message>
    <message>
        <source>{box}: {number}</source>
        <translation>{box} : {number}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.</source>
        <translation>Conseil : gardez les dés {dice} et relancez. Plus grands nombres : {greatest}.</translation>
    </message>
    <message>
        <source>Hint: keep no dice and roll again. Greatest numbers: {greatest}.</source>
        <translation>Conseil : ne gardez aucun dé et relancez. Plus grands nombres : {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write X in {box}. Greatest numbers: {greatest}.</source>
        <translation>Conseil : écrivez X dans {box}. Plus grands nombres : {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write {number} in {box}. Greatest numbers: {greatest}.</source>
        <translation>Conseil : écrivez {number} dans {box}. Plus grands nombres : {greatest}.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>The computer players&apos; tables could not be worked out</source>
        <translation>Les tables des joueurs ordinateurs n&apos;ont pas pu être calculées</translation>
    </message>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Lancez d&apos;abord les dés ; un conseil porte sur les dés sur la table.</translation>
    </message>
    <message>
        <source>No hints: they name the greatest numbers, which the teaching settings hide. Tick &quot;Show the greatest number each box could take&quot; in New Game to allow them.</source>
        <translation>Pas de conseils : ils donnent les plus grands nombres, que les réglages pédagogiques cachent. Cochez « Montrer le plus grand nombre possible de chaque case pendant la partie » dans Nouvelle partie pour les autoriser.</translation>
    </message>
</context>
<context>
    <name>PlaceValueReview</name>
    <message>
        <source>{box}: X ({chance})</source>
        <translation>{box} : X ({chance})</translation>
    </message>
    <message>
        <source>{box}: {number}, misread (0%)</source>
        <translation>{box} : {number}, mal lu (0 %)</translation>
    </message>
    <message>
        <source>{box}: {number} ({chance})</source>
        <translation>{box} : {number} ({chance})</translation>
    </message>
    <message>
        <source>In brackets: the chance the number wins its box against the numbers the other players usually write there.</source>
        <translation>Entre parenthèses : la chance que le nombre gagne sa case face aux nombres que les autres joueurs y écrivent d’habitude.</translation>
    </message>
    <message>
        <source>The strong player&apos;s claim was worth {loss} boxes more, counting what each box is worth kept for a later turn.</source>
        <translation>Le choix du joueur fort valait {loss} cases de plus, en comptant ce que vaut chaque case gardée pour un tour suivant.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Aucun tour à examiner pour ce joueur.</translation>
    </message>
    <message numerus="yes">
        <source>Every turn wrote what the strong player would have: nothing given away in {count} turn(s).</source>
        <translation>
            <numerusform>Chaque tour a écrit ce que le joueur fort aurait écrit : rien de perdu en {count} tour.</numerusform>
            <numerusform>Chaque tour a écrit ce que le joueur fort aurait écrit : rien de perdu en {count} tours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} turn(s); {total} boxes given away against the strong player. The most was in turn {turn} ({loss} boxes, in {box}).</source>
        <translation>
            <numerusform>{count} tour ; {total} cases perdues face au joueur fort. Le plus au tour {turn} ({loss} cases, en {box}).</numerusform>
            <numerusform>{count} tours ; {total} cases perdues face au joueur fort. Le plus au tour {turn} ({loss} cases, en {box}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>You wrote</source>
        <translation>Votre choix</translation>
    </message>
    <message>
        <source>The strong player</source>
        <translation>Le joueur fort</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>boxes given away</source>
        <translation>cases perdues</translation>
    </message>
    <message>
        <source>game {game}: {value:.2f} boxes given away</source>
        <translation>partie {game} : {value:.2f} cases perdues</translation>
    </message>
    <message>
        <source>Boxes given away</source>
        <translation>Cases perdues</translation>
    </message>
    <message>
        <source>Every turn, against what the strong computer player would have written:</source>
        <translation>Chaque tour, face à ce que le joueur fort de l’ordinateur aurait écrit :</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Four to a page, the card&apos;s {rows} rows do not fit a quarter of the page: print it one to a page.</source>
        <extracomment>the notes under the table are set down to this share of their type before a second page a word too long for its width is set down to this share of its type before it is broken a winning number&apos;s ring, as a share of the digits&apos; half-height (sqrt(2) and a margin) where US Letter is the paper in shops and schools beyond the United States the papers a card may be printed on, by the names the options and the command line use the variables that name the paper&apos;s locale, first set first: as the C library reads them plain sans-serif faces, the first one installed is used (the application&apos;s own font may be a serif one, or resolve to one, on a machine with few fonts) the fill of the headings, of a section&apos;s heading and of the totals (None: white) box names at 15 pt (at least 14 pt, readable at arm&apos;s length), rows to write in large a quarter of the page: the box names without their rules, the rules&apos; name as its title a card&apos;s heading, section and totals tints in colour: light enough to write on</extracomment>
        <translation>À quatre par page, les {rows} lignes de la feuille ne tiennent pas dans un quart de page : imprimez-la une par page.</translation>
    </message>
    <message>
        <source>the printer, or the file to print to, could not be opened</source>
        <extracomment>the space each side of a cut line, in mm how narrow a player&apos;s column may be made to keep a long card upright on one page how narrow a player&apos;s column may be made to save a page upright: room left to write a three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write larger too); narrower, the page is turned</extracomment>
        <translation>l&apos;imprimante, ou le fichier d&apos;impression, n&apos;a pas pu être ouvert</translation>
    </message>
    <message>
        <source>The card takes {pages} pages: its {rows} rows do not fit on one.</source>
        <translation>La feuille prend {pages} pages : ses {rows} lignes ne tiennent pas sur une seule.</translation>
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
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Fermer sans enregistrer</translation>
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
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tout enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Oui à &amp;tout</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Non à to&amp;ut</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ne pas tenir compte</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Read the number aloud</source>
        <translation>Lisez le nombre à voix haute</translation>
    </message>
    <message>
        <source>Read right (R)</source>
        <translation>Juste (R)</translation>
    </message>
    <message>
        <source>Misread (W)</source>
        <translation>Faux (W)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Retour (Échap)</translation>
    </message>
    <message>
        <source>Read your number aloud to the class: {number}.
Teacher: press R if it was read right, W if not.</source>
        <translation>Lisez votre nombre à la classe : {number}.
Enseignant : appuyez sur R s&apos;il a été bien lu, sur W sinon.</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>Type the {count} dice, such as {example}.</source>
        <translation>Tapez les {count} dés, par exemple {example}.</translation>
    </message>
    <message>
        <source>“{typed}” is not a face of these dice; they show {faces}.</source>
        <translation>« {typed} » n’est pas une face de ces dés ; ils montrent {faces}.</translation>
    </message>
    <message>
        <source>No die of these can show “{typed}” beside the others.</source>
        <translation>Aucun de ces dés ne peut montrer « {typed} » à côté des autres.</translation>
    </message>
    <message>
        <source>Throw your own dice, type what they show and press Enter; then choose a box (a letter jumps to it) and press Enter.</source>
        <translation>Lancez vos propres dés, tapez ce qu’ils montrent et appuyez sur Entrée ; puis choisissez une case (une lettre y mène) et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Choose a box for these dice (a letter jumps to it) and press Enter, or type the dice again to correct them.</source>
        <translation>Choisissez une case pour ces dés (une lettre y mène) et appuyez sur Entrée, ou tapez de nouveau les dés pour les corriger.</translation>
    </message>
    <message>
        <source>such as {example}, then Enter</source>
        <translation>par exemple {example}, puis Entrée</translation>
    </message>
    <message>
        <source>Real dice: type what they show</source>
        <translation>Vrais dés : tapez ce qu’ils montrent</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.</source>
        <extracomment>turns a computer played for a player away from a game across computers</extracomment>
        <translation>
            <numerusform>Pendant l’absence de {name}, un ordinateur a joué %Ln tour pour {name} : {turns}.</numerusform>
            <numerusform>Pendant l’absence de {name}, un ordinateur a joué %Ln tours pour {name} : {turns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} was played by a computer while {name} was away.</source>
        <translation>Le tour {turn} a été joué par un ordinateur pendant l’absence de {name}.</translation>
    </message>
    <message>
        <source>The figures above and the chart leave those turns out.</source>
        <extracomment>the figures above the note are the player&apos;s own: those turns are not in them</extracomment>
        <translation>Les chiffres ci-dessus et le graphique laissent ces tours de côté.</translation>
    </message>
    <message>
        <source>A turn a computer played while the player was away (left out)</source>
        <extracomment>the chart&apos;s key for those turns&apos; hatched bars</extracomment>
        <translation>Un tour joué par un ordinateur pendant l’absence du joueur (laissé de côté)</translation>
    </message>
    <message>
        <source>{total:.1f} points given away in all.</source>
        <translation>{total:.1f} points perdus en tout.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>points perdus</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} points given away</source>
        <translation>partie {game} : {value:.1f} points perdus</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Qualité des décisions</translation>
    </message>
    <message>
        <source>The turns:</source>
        <translation>Les tours :</translation>
    </message>
    <message>
        <source>turn</source>
        <extracomment>(player, turn) pairs a computer played for an away player: their rows say so</extracomment>
        <translation>tour</translation>
    </message>
    <message>
        <source>Review — {name}</source>
        <translation>Analyse — {name}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the review of each player&apos;s own play (the turns a computer played for an away player left out, :meth:`mark_stood_in`): the summary and the chart are made of it</extracomment>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} ne peut pas être lu : {reason}.</translation>
    </message>
    <message>
        <source>{file} is not a file name.</source>
        <translation>{file} n&apos;est pas un nom de fichier.</translation>
    </message>
    <message>
        <source>{file} is not a file (a folder, pipe or device).</source>
        <translation>{file} n&apos;est pas un fichier (un dossier, un tube ou un périphérique).</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, too large for a rules file.</source>
        <translation>{file} dépasse {limit} octets, trop pour un fichier de règles.</translation>
    </message>
    <message>
        <source>{file} is not a rules file: it is not UTF-8 text.</source>
        <translation>{file} n&apos;est pas un fichier de règles : ce n&apos;est pas du texte UTF-8.</translation>
    </message>
    <message>
        <source>{file} is not a rules file ({reason}).</source>
        <translation>{file} n&apos;est pas un fichier de règles ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be used: {reason}.</source>
        <translation>{file} ne peut pas être utilisé : {reason}.</translation>
    </message>
    <message>
        <source>{name} is built in; it is chosen.</source>
        <translation>{name} est intégré ; il est choisi.</translation>
    </message>
    <message>
        <source>{name} is saved already; it is chosen.</source>
        <translation>{name} est déjà enregistré ; il est choisi.</translation>
    </message>
    <message>
        <source>{name} is saved and chosen; New Game lists it from now on.</source>
        <translation>{name} est enregistré et choisi ; Nouvelle partie le propose désormais.</translation>
    </message>
    <message>
        <source>{name} replaces the saved {other}.</source>
        <translation>{name} remplace {other} enregistré.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is a built-in ruleset) and chosen.</source>
        <translation>{name} est enregistré sous &apos;{id}&apos; (&apos;{file_id}&apos; est un jeu de règles intégré) et choisi.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is saved for {other}) and chosen.</source>
        <translation>{name} est enregistré sous &apos;{id}&apos; (&apos;{file_id}&apos; est enregistré pour {other}) et choisi.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>another of your rulesets is already called {name}</source>
        <translation>un autre de vos jeux de règles s&apos;appelle déjà {name}</translation>
    </message>
    <message>
        <source>a built-in ruleset is already called {name}</source>
        <translation>un jeu de règles intégré s&apos;appelle déjà {name}</translation>
    </message>
    <message>
        <source>box {number} is already labelled {label}</source>
        <translation>la case {number} s&apos;appelle déjà {label}</translation>
    </message>
    <message>
        <source>Match the straight contained in the roll</source>
        <translation>Suite contenue dans le lancer</translation>
    </message>
    <message>
        <source>Match straights contained in the roll</source>
        <translation>Suites contenues dans le lancer</translation>
    </message>
    <message>
        <source>list the faces as whole numbers separated by commas, e.g. 1, 2, 3, 5, 8</source>
        <translation>indiquez les faces en nombres entiers séparés par des virgules, p. ex. 1, 2, 3, 5, 8</translation>
    </message>
    <message>
        <source>list whole numbers separated by commas, e.g. 3, 2</source>
        <translation>indiquez des nombres entiers séparés par des virgules, p. ex. 3, 2</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Le fichier</translation>
    </message>
    <message>
        <source>The file&apos;s version</source>
        <translation>La version du fichier</translation>
    </message>
    <message>
        <source>The file&apos;s game</source>
        <translation>Le jeu du fichier</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Le nombre de dés</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Lancers</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Lancers par tour</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Lancers gardés</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Prime du haut</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Seuil de la prime du haut</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Points de la prime du haut</translation>
    </message>
    <message>
        <source>Extra all-same bonus</source>
        <translation>Prime de série supplémentaire</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>a box&apos;s fields as its problems name them (after the box: &quot;Box 5 (Full House), group sizes&quot;)</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>label</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>section</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>genre</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>décompte</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>face</source>
        <translation>face</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>combien</translation>
    </message>
    <message>
        <source>match</source>
        <translation>condition</translation>
    </message>
    <message>
        <source>group sizes</source>
        <translation>tailles des groupes</translation>
    </message>
    <message>
        <source>different faces</source>
        <translation>faces différentes</translation>
    </message>
    <message>
        <source>faces</source>
        <translation>faces</translation>
    </message>
    <message>
        <source>run length</source>
        <translation>longueur de la suite</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>the upper bonus&apos;s two numbers share one line; a problem there is led by which</extracomment>
        <translation>Le seuil</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Les points</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field} : {problem}</translation>
    </message>
    <message>
        <source>{box}, {field}</source>
        <translation>{box}, {field}</translation>
    </message>
    <message>
        <source>box {number} ({label})</source>
        <translation>case {number} ({label})</translation>
    </message>
    <message>
        <source>box {number}</source>
        <translation>case {number}</translation>
    </message>
    <message>
        <source>The upper bonus at {threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>La prime du haut à {threshold} ne peut jamais être atteinte : les cases du haut rapportent au plus {reachable} ensemble</translation>
    </message>
    <message>
        <source>needs a box where all dice show the same face</source>
        <translation>demande une case où tous les dés montrent la même face</translation>
    </message>
    <message>
        <source>a ruleset has at most one box where all dice show the same face ({box} is one already)</source>
        <translation>un jeu de règles a au plus une case où tous les dés montrent la même face ({box} en est déjà une)</translation>
    </message>
    <message>
        <source>exactly the roll needs one face for each of the {count} dice</source>
        <translation>exactement le lancer demande une face pour chacun des {count} dés</translation>
    </message>
    <message>
        <source>{id} is already used by {box}</source>
        <translation>{id} est déjà utilisé par {box}</translation>
    </message>
    <message>
        <source>face {face} already has a box ({box})</source>
        <translation>la face {face} a déjà une case ({box})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum of the dice used)</source>
        <translation>une case de face compte les dés qui montrent cette face (somme des dés utilisés)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum of all dice)</source>
        <translation>la chance compte la somme de tous les dés</translation>
    </message>
    <message>
        <source>applies only to fixed points, not {score}</source>
        <translation>ne s&apos;applique qu&apos;aux points fixes, pas à {score}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>{dice} dice, {rolls} roll(s) a turn; keep any dice and roll the others. Then book the dice in one open box.</source>
        <translation>
            <numerusform>{dice} dés, {rolls} lancer par tour ; gardez les dés de votre choix et relancez les autres. Puis inscrivez les dés dans une case libre.</numerusform>
            <numerusform>{dice} dés, {rolls} lancers par tour ; gardez les dés de votre choix et relancez les autres. Puis inscrivez les dés dans une case libre.</numerusform>
        </translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Les cases</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>From {name}</source>
        <translation>À partir de {name}</translation>
    </message>
    <message>
        <source>{name} (built-in)</source>
        <translation>{name} (intégré)</translation>
    </message>
    <message>
        <source>{name} (new)</source>
        <translation>{name} (nouveau)</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Enregistrer les modifications de {name} ?</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Remarque : {note}</translation>
    </message>
    <message>
        <source>House Rules – {name}</source>
        <extracomment>the list of rulesets takes at most this share of the window&apos;s width (then names wrap; at 1024 x 768 the boxes table needs the room)</extracomment>
        <translation>Règles maison – {name}</translation>
    </message>
    <message>
        <source>House Rules – {name}*</source>
        <translation>Règles maison – {name}*</translation>
    </message>
    <message>
        <source>Expected score with best play: {score}</source>
        <translation>Score espéré avec le meilleur jeu : {score}</translation>
    </message>
    <message>
        <source>Expected score with best play: {score} (comparing with {name}…)</source>
        <translation>Score espéré avec le meilleur jeu : {score} (comparaison avec {name}…)</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, +{change} (against {name})</source>
        <translation>Score espéré avec le meilleur jeu : {before} → {after}, +{change} (par rapport à {name})</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, −{change} (against {name})</source>
        <translation>Score espéré avec le meilleur jeu : {before} → {after}, −{change} (par rapport à {name})</translation>
    </message>
    <message>
        <source>Approximate: {reason}.</source>
        <translation>Approché : {reason}.</translation>
    </message>
    <message>
        <source>Exact without saved rolls ({value}), plus saved rolls spent where a reroll gains: the Expert scores at least that on average.</source>
        <translation>Exact sans lancers gardés ({value}), plus les lancers gardés joués quand relancer rapporte : l&apos;Expert marque au moins autant en moyenne.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out… ({percent}% done)</source>
        <translation>Chance d&apos;obtenir la prime du haut : calcul en cours… ({percent} % effectués)</translation>
    </message>
    <message>
        <source>Chance of the upper bonus with best play: {percent}%</source>
        <translation>Chance d&apos;obtenir la prime du haut avec le meilleur jeu : {percent} %</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: about {percent}% (in {games} simulated games of the Expert&apos;s play)</source>
        <translation>Chance d&apos;obtenir la prime du haut : environ {percent} % (sur {games} parties simulées où joue l&apos;Expert)</translation>
    </message>
    <message>
        <source>No upper bonus in these rules</source>
        <translation>Pas de prime du haut dans ces règles</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {score} ± {error} ({games} simulated games)</source>
        <translation>Score espéré avec le jeu de l&apos;Expert : {score} ± {error} ({games} parties simulées)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: working it out… {score} ± {error} after {games} of {total} simulated games</source>
        <translation>Score espéré avec le jeu de l&apos;Expert : calcul en cours… {score} ± {error} après {games} parties simulées sur {total}</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}: {games} of {total} simulated games…)</source>
        <translation>Score espéré : {score} (comparaison avec {name} : {games} parties simulées sur {total}…)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, +{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Score espéré avec le jeu de l&apos;Expert : {before} → {after}, +{change} ± {error} (par rapport à {name}, {games} parties simulées chacun)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, −{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Score espéré avec le jeu de l&apos;Expert : {before} → {after}, −{change} ± {error} (par rapport à {name}, {games} parties simulées chacun)</translation>
    </message>
    <message>
        <source>Expected score: {after} ({after_kind}); {name}: {before} ({before_kind})</source>
        <translation>Score espéré : {after} ({after_kind}) ; {name} : {before} ({before_kind})</translation>
    </message>
    <message>
        <source>exact, with best play</source>
        <translation>exact, avec le meilleur jeu</translation>
    </message>
    <message>
        <source>± {error}, {games} simulated games of the Expert&apos;s play</source>
        <translation>± {error}, {games} parties simulées du jeu de l&apos;Expert</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}…)</source>
        <translation>Score espéré : {score} (comparaison avec {name}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} (against {name})</source>
        <translation>Score espéré : {before} → {after}, +{change} (par rapport à {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} (against {name})</source>
        <translation>Score espéré : {before} → {after}, −{change} (par rapport à {name})</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} ({games} games)</source>
        <translation>Score espéré : {score} ± {error} ({games} parties)</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} after {games} of {total} games…</source>
        <translation>Score espéré : {score} ± {error} après {games} parties sur {total}…</translation>
    </message>
    <message>
        <source>Expected score: {score} (against {name}: {games} of {total} games…)</source>
        <translation>Score espéré : {score} (par rapport à {name} : {games} parties sur {total}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} ± {error} (against {name})</source>
        <translation>Score espéré : {before} → {after}, +{change} ± {error} (par rapport à {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} ± {error} (against {name})</source>
        <translation>Score espéré : {before} → {after}, −{change} ± {error} (par rapport à {name})</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>± {error}, {games} games</source>
        <translation>± {error}, {games} parties</translation>
    </message>
    <message>
        <source>My {name}</source>
        <translation>Mon {name}</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Copie de {name}</translation>
    </message>
    <message>
        <source>Copy {number} of {name}</source>
        <translation>Copie {number} de {name}</translation>
    </message>
    <message>
        <source>Delete {name}? Games already played under it keep their exact rules in the history; only the ruleset is no longer offered for new games.</source>
        <translation>Supprimer {name} ? Les parties déjà jouées avec ces règles les gardent exactement dans l&apos;historique ; seul le jeu de règles n&apos;est plus proposé pour de nouvelles parties.</translation>
    </message>
    <message>
        <source>Deleted {name}; games played under it keep their rules.</source>
        <translation>{name} supprimé ; les parties jouées avec gardent leurs règles.</translation>
    </message>
    <message>
        <source>{file} holds rules of {game}, which are not made here.</source>
        <translation>{file} contient des règles de {game}, qui ne se modifient pas ici.</translation>
    </message>
    <message>
        <source>The history file could not be opened, so nothing can be saved.</source>
        <translation>Le fichier d&apos;historique n&apos;a pas pu être ouvert : rien ne peut être enregistré.</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Rien n&apos;a été importé : {reason}</translation>
    </message>
    <message>
        <source>{name} was opened but not yet added: {problem}. Fix it, then Save.</source>
        <translation>{name} a été ouvert mais pas encore ajouté : {problem}. Corrigez-le, puis Enregistrer.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} importé.</translation>
    </message>
    <message>
        <source>Nothing was exported: {reason}</source>
        <translation>Rien n&apos;a été exporté : {reason}</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>{name} exporté.</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <extracomment>(id, name) of the player&apos;s saved rulesets, as listed content hashes of the listed rulesets, as stored</extracomment>
        <translation>Jeux de règles</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>Reno&amp;mmer…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>Supprim&amp;er…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Save &amp;Blank Card as PDF…</source>
        <translation>Enregistrer une feuille &amp;vierge en PDF…</translation>
    </message>
    <message>
        <source>A blank score card of these rules, with a column for each player to write in, to print.</source>
        <translation>Une feuille de score vierge de ces règles, avec une colonne à remplir par joueur, à imprimer.</translation>
    </message>
    <message>
        <source>Rulesets (built-in ones are read-only):</source>
        <translation>Jeux de règles (ceux intégrés sont en lecture seule) :</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>a form&apos;s edit: (the whole new data, what changed in words, the key merging edits)</extracomment>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Try a roll</source>
        <translation>&amp;Essayer un lancer</translation>
    </message>
    <message>
        <source>Rules &amp;help</source>
        <translation>&amp;Aide des règles</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Enregistré : {name}</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Enregi&amp;strer</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Re&amp;venir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Save the changes to these rules?</source>
        <translation>Enregistrer les modifications de ces règles ?</translation>
    </message>
    <message>
        <source>A built-in ruleset cannot be changed; Duplicate makes an editable copy.</source>
        <translation>Un jeu de règles intégré ne peut pas être modifié ; Dupliquer en fait une copie modifiable.</translation>
    </message>
    <message>
        <source>No problems: these rules can be saved and played.</source>
        <translation>Aucun problème : ces règles peuvent être enregistrées et jouées.</translation>
    </message>
    <message>
        <source>The rules help appears when the rules have no problems.</source>
        <translation>L&apos;aide des règles apparaît quand les règles n&apos;ont plus de problème.</translation>
    </message>
    <message>
        <source>The rules have problems; fix them first.</source>
        <translation>Les règles ont des problèmes ; corrigez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>The changes to {name} cannot be saved while the rules have problems (shown in the form). Discard them?</source>
        <translation>Les modifications de {name} ne peuvent pas être enregistrées tant que les règles ont des problèmes (indiqués dans le formulaire). Les abandonner ?</translation>
    </message>
    <message>
        <source>{name} was not saved: the rules have problems; fix them first.</source>
        <translation>{name} n&apos;a pas été enregistré : les règles ont des problèmes ; corrigez-les d&apos;abord.</translation>
    </message>
    <message>
        <source>Saving needs the history file, which could not be opened.</source>
        <translation>L&apos;enregistrement demande le fichier d&apos;historique, qui n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>Save these rules for play</source>
        <translation>Enregistrer ces règles pour jouer</translation>
    </message>
    <message>
        <source>Expected score: fix the problems first</source>
        <translation>Score espéré : corrigez d&apos;abord les problèmes</translation>
    </message>
    <message>
        <source>Expected score: working it out…</source>
        <translation>Score espéré : calcul…</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: after the expected score</source>
        <translation>Chance d&apos;obtenir la prime du haut : après le score espéré</translation>
    </message>
    <message>
        <source>Exact: the optimal strategy, solved for these rules.</source>
        <translation>Exact : la stratégie optimale, calculée pour ces règles.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out…</source>
        <translation>Chance d&apos;obtenir la prime du haut : calcul…</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>the list width the player last dragged to, until it is reached (a window opened narrower first gets it once widened) or the handle is dragged again</extracomment>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nouveau nom :</translation>
    </message>
    <message>
        <source>Delete ruleset</source>
        <translation>Supprimer le jeu de règles</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Import rules</source>
        <translation>Importer des règles</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Jeux de règles (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export rules</source>
        <translation>Exporter les règles</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Jeux de règles (*.json)</translation>
    </message>
</context>
<context>
    <name>Score card</name>
    <message>
        <source>Score Card</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s heading of a player&apos;s column(s), for a name to be written in</extracomment>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total général</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} gagne avec {points} point.</numerusform>
            <numerusform>{name} gagne avec {points} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final score for {name}: {points} point(s).</source>
        <translation>
            <numerusform>Score final de {name} : {points} point.</numerusform>
            <numerusform>Score final de {name} : {points} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shares first place with {points} point(s).</source>
        <translation>
            <numerusform>{name} partage la première place avec {points} point.</numerusform>
            <numerusform>{name} partage la première place avec {points} points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Total: everything added up.</source>
        <translation>Total : tout additionné.</translation>
    </message>
    <message>
        <source>{row}, {name}, {total}</source>
        <translation>{row}, {name}, {total}</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored.</source>
        <translation>
            <numerusform>{box} : {points} point marqué.</numerusform>
            <numerusform>{box} : {points} points marqués.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {name}: {points} scored</source>
        <translation>
            <numerusform>{box}, {name} : {points} point marqué</numerusform>
            <numerusform>{box}, {name} : {points} points marqués</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {problem}</source>
        <translation>{box} : pas permis maintenant. {problem}</translation>
    </message>
    <message>
        <source>{box}, {name}: not allowed now. {problem}</source>
        <translation>{box}, {name} : pas permis maintenant. {problem}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now.</source>
        <translation>{box} : {points} si vous marquez maintenant.</translation>
    </message>
    <message>
        <source>{box}, {name}: {points} if scored now</source>
        <translation>{box}, {name} : {points} si vous marquez maintenant</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box} : libre.</translation>
    </message>
    <message>
        <source>{box}, {name}: open</source>
        <translation>{box}, {name} : libre</translation>
    </message>
    <message>
        <source>{name}: person</source>
        <translation>{name} : personne</translation>
    </message>
    <message>
        <source>{name}: person, playing now</source>
        <translation>{name} : personne, joue maintenant</translation>
    </message>
    <message>
        <source>{name}: computer ({level})</source>
        <translation>{name} : ordinateur ({level})</translation>
    </message>
    <message>
        <source>{name}: computer ({level}), playing now</source>
        <translation>{name} : ordinateur ({level}), joue maintenant</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>by the palette&apos;s contents (its cache key) and colour group</extracomment>
        <translation>Grille</translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>Not saving: your history is not available this time.</source>
        <translation>Pas d&apos;enregistrement : votre historique n&apos;est pas disponible cette fois.</translation>
    </message>
    <message>
        <source>Your history is not available this time: {reason} You can play, but games will not be saved.</source>
        <translation>Votre historique n&apos;est pas disponible cette fois : {reason} Vous pouvez jouer, mais les parties ne seront pas enregistrées.</translation>
    </message>
    <message>
        <source>Your history could not be opened ({kind}: {reason}). You can play, but games will not be saved.</source>
        <translation>Votre historique n&apos;a pas pu être ouvert ({kind} : {reason}). Vous pouvez jouer, mais les parties ne seront pas enregistrées.</translation>
    </message>
    <message>
        <source>Your game in progress is open in another Yacht Dice window, so it is not offered here.</source>
        <translation>Votre partie en cours est ouverte dans une autre fenêtre de Yacht Dice ; elle n&apos;est donc pas proposée ici.</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} ({names}), turn {turn}. Resume it?</source>
        <translation>Vous avez une partie inachevée de {rules} ({names}), tour {turn}. La reprendre ?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} played with real dice ({names}), turn {turn}. Resume it?</source>
        <translation>Vous avez une partie inachevée de {rules} avec de vrais dés ({names}), tour {turn}. La reprendre ?</translation>
    </message>
    <message>
        <source>Your history is not available this time, so rules cannot be saved.</source>
        <translation>Votre historique n&apos;est pas disponible cette fois ; les règles ne peuvent donc pas être enregistrées.</translation>
    </message>
    <message>
        <source>Your history is not available this time, so nothing can be deleted.</source>
        <translation>Votre historique n&apos;est pas disponible cette fois ; rien ne peut donc être supprimé.</translation>
    </message>
    <message>
        <source>Your history is not available, so there are no unfinished games to show.</source>
        <translation>Votre historique n&apos;est pas disponible ; il n&apos;y a donc aucune partie inachevée à afficher.</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <extracomment>games that go on elsewhere than at this table (a game hosted across computers reopens its room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here: True when one took the game</extracomment>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>New Game sets it aside under Game ▸ Unfinished Games; Not Now keeps it to offer again next time.</source>
        <translation>Nouvelle partie la met de côté sous Partie ▸ Parties inachevées ; Pas maintenant la garde pour la proposer la prochaine fois.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Not &amp;Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Abandonner la partie</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours ?</translation>
    </message>
    <message>
        <source>It is kept under Game ▸ Unfinished Games, where you can resume it.</source>
        <translation>Elle est conservée sous Partie ▸ Parties inachevées, où vous pouvez la reprendre.</translation>
    </message>
    <message>
        <source>It could not be saved, so it will be lost.</source>
        <translation>Elle n&apos;a pas pu être enregistrée : elle sera perdue.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were set aside as {file}; the defaults are used instead.</source>
        <extracomment>the print options kept between openings of the options dialog: its switches, and papers</extracomment>
        <translation>Certains réglages n’ont pas pu être lus et ont été mis de côté sous le nom {file} ; les valeurs par défaut sont utilisées à la place.</translation>
    </message>
    <message>
        <source>Some settings could not be read; the defaults are used instead.</source>
        <translation>Certains réglages n’ont pas pu être lus ; les valeurs par défaut sont utilisées à la place.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Space or R</source>
        <extracomment>the table&apos;s keys (every game&apos;s own follow the first, the roll key: :func:`all_shortcuts`)</extracomment>
        <translation>Espace ou R</translation>
    </message>
    <message>
        <source>Roll the dice (during a computer&apos;s turn: hurry it)</source>
        <translation>Lancer les dés (pendant le tour de l&apos;ordinateur : l&apos;accélérer)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Roll again from the word field (letter dice)</source>
        <translation>Relancer depuis le champ du mot (dés à lettres)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Hint while typing in the word field, where H types an H (letter dice)</source>
        <translation>Conseil pendant la saisie dans le champ du mot, où H tape un H (dés à lettres)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Look up a word: is it allowed in this game? (letter dice)</source>
        <translation>Chercher un mot : est-il permis dans ce jeu ? (dés à lettres)</translation>
    </message>
    <message>
        <source>Faces, then Enter</source>
        <translation>Faces, puis Entrée</translation>
    </message>
    <message>
        <source>Real dice: what your throw shows, typed in its field (66625; Space or R puts the keyboard there)</source>
        <translation>Vrais dés : ce que montre votre lancer, tapé dans son champ (66625 ; Espace ou R y place le clavier)</translation>
    </message>
    <message>
        <source>1 to 8</source>
        <translation>1 à 8</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Garder ou relâcher ce dé</translation>
    </message>
    <message>
        <source>Up and Down</source>
        <translation>Haut et Bas</translation>
    </message>
    <message>
        <source>Move through your open boxes on the scorecard</source>
        <translation>Parcourir vos cases libres sur la grille</translation>
    </message>
    <message>
        <source>A letter</source>
        <translation>Une lettre</translation>
    </message>
    <message>
        <source>Jump to your next open box whose name starts with it</source>
        <translation>Aller à votre prochaine case libre dont le nom commence par elle</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+9</source>
        <translation>Alt+1 à Alt+9</translation>
    </message>
    <message>
        <source>Jump to the box named with that digit, or to that face&apos;s upper box</source>
        <translation>Aller à la case nommée par ce chiffre, ou à la case du haut de cette face</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Score the chosen box</source>
        <translation>Marquer la case choisie</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last hold or score this turn</source>
        <translation>Annuler votre dernier dé gardé ou votre dernière case marquée ce tour-ci</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move and the next two (marks the game as assisted)</source>
        <translation>Conseil : le meilleur coup et les deux suivants (marque la partie comme assistée)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules of the game being played</source>
        <translation>Règles de la partie en cours</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Classroom view: the table for a room or a projector</source>
        <translation>Vue salle de classe : la table pour une salle ou un projecteur</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Hurry a computer player</source>
        <translation>Accélérer un joueur ordinateur</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Quitter (la partie est enregistrée)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is not available: this installation of Yacht Dice has no QtMultimedia (PySide6-Addons). The manual says how to add it.</source>
        <translation>Le son n&apos;est pas disponible : cette installation de Yacht Dice n&apos;a pas QtMultimedia (PySide6-Addons). Le manuel explique comment l&apos;ajouter.</translation>
    </message>
    <message>
        <source>&amp;Sound (not installed)</source>
        <translation>&amp;Son (non installé)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Score over time</source>
        <translation>Score au fil du temps</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Répartition des scores</translation>
    </message>
    <message>
        <source>Where the points go</source>
        <translation>D&apos;où viennent les points</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Qualité des décisions</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>record personnel</translation>
    </message>
    <message>
        <source>best of all players</source>
        <translation>meilleur de tous les joueurs</translation>
    </message>
    <message>
        <source>best of all people</source>
        <translation>meilleur de toutes les personnes</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Prime du haut</translation>
    </message>
    <message>
        <source>Extra bonuses</source>
        <translation>Primes en plus</translation>
    </message>
    <message>
        <source>optimal play {value}</source>
        <translation>jeu optimal {value}</translation>
    </message>
    <message>
        <source>{mean} ± {sd}</source>
        <translation>{mean} ± {sd}</translation>
    </message>
    <message>
        <source>Best: {score} on {date}</source>
        <translation>Meilleur : {score} le {date}</translation>
    </message>
    <message>
        <source>Worst: {score} on {date}</source>
        <translation>Pire : {score} le {date}</translation>
    </message>
    <message>
        <source>against {opponent}: {wins} won, {losses} lost, {ties} tied</source>
        <translation>contre {opponent} : victoires {wins}, défaites {losses}, nuls {ties}</translation>
    </message>
    <message>
        <source>{first}  ·  {next}</source>
        <translation>{first}  ·  {next}</translation>
    </message>
    <message>
        <source>Showing: {filters}</source>
        <translation>Affiché : {filters}</translation>
    </message>
    <message>
        <source>{box} (0 in {share})</source>
        <translation>{box} (0 dans {share})</translation>
    </message>
    <message>
        <source>Open this game&apos;s review</source>
        <translation>Ouvrir l&apos;analyse de cette partie</translation>
    </message>
    <message>
        <source>The statistics could not be worked out</source>
        <translation>Les statistiques n&apos;ont pas pu être calculées</translation>
    </message>
    <message>
        <source>Reading your history for the first time: the statistics appear in a moment.</source>
        <translation>Lecture de votre historique pour la première fois : les statistiques apparaissent dans un instant.</translation>
    </message>
    <message>
        <source>No games match these filters. Tick more under Games and Dice above, or choose all rules, every person or all time.</source>
        <translation>Aucune partie ne correspond à ces filtres. Cochez-en davantage sous Parties et Dés ci-dessus, ou choisissez toutes les règles, toutes les personnes ou toute la période.</translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” ticked, {games} game(s) would.</source>
        <extracomment>no games, and the one filter that changed alone would count some: named (the box of the online games not ticked, a player chosen...), with the games it would count</extracomment>
        <translation>
            <numerusform>Aucune partie ne correspond à ces filtres ; en cochant « {box} », {games} partie correspondrait.</numerusform>
            <numerusform>Aucune partie ne correspond à ces filtres ; en cochant « {box} », {games} parties correspondraient.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” not ticked, {games} game(s) would.</source>
        <translation>
            <numerusform>Aucune partie ne correspond à ces filtres ; en décochant « {box} », {games} partie correspondrait.</numerusform>
            <numerusform>Aucune partie ne correspond à ces filtres ; en décochant « {box} », {games} parties correspondraient.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{choice}” chosen, {games} game(s) would.</source>
        <translation>
            <numerusform>Aucune partie ne correspond à ces filtres ; en choisissant « {choice} », {games} partie correspondrait.</numerusform>
            <numerusform>Aucune partie ne correspond à ces filtres ; en choisissant « {choice} », {games} parties correspondraient.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your statistics will appear here: scores over time, their spread, where the points go and how close your choices come to the best ones.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Jouez une partie jusqu&apos;au bout et vos statistiques apparaîtront ici : les scores au fil du temps, leur dispersion, d&apos;où viennent les points et à quel point vos choix approchent des meilleurs.</translation>
    </message>
    <message>
        <source>Choose one set of rules above to see, box by box, your average next to optimal play&apos;s.</source>
        <translation>Choisissez un jeu de règles ci-dessus pour voir, case par case, votre moyenne à côté de celle du jeu optimal.</translation>
    </message>
    <message>
        <source>{problem} Decision quality is shown for games with a review.</source>
        <translation>{problem} La qualité des décisions est montrée pour les parties qui ont une analyse.</translation>
    </message>
    <message>
        <source>No game here has been reviewed yet. Reviews are worked out in the background while this window is open; each game is reviewed once.</source>
        <translation>Aucune partie ici n&apos;a encore été analysée. Les analyses sont calculées en arrière-plan tant que cette fenêtre est ouverte ; chaque partie est analysée une fois.</translation>
    </message>
    <message>
        <source>These games have no decisions of the player&apos;s own to show: a computer played every turn for the player while they were away.</source>
        <translation>Ces parties ne contiennent aucune décision du joueur lui-même : un ordinateur a joué chaque tour à sa place pendant son absence.</translation>
    </message>
    <message>
        <source>{game} games only: choose a set of rules above to see another game&apos;s.</source>
        <translation>{game} seulement : choisissez un jeu de règles ci-dessus pour voir celles d&apos;un autre jeu.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>finished seats beyond which a history without a snapshot is read in the background</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Export games as CSV…</source>
        <translation>Exporter les parties en CSV…</translation>
    </message>
    <message>
        <source>Reviewing games: %v of %m</source>
        <translation>Analyse des parties : %v sur %m</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in {games} game(s)</source>
        <translation>
            <numerusform>{points} points en {games} partie</numerusform>
            <numerusform>{points} points en {games} parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a player to see their wins and losses against each opponent.</source>
        <translation>Choisissez un joueur pour voir ses victoires et défaites contre chaque adversaire.</translation>
    </message>
    <message numerus="yes">
        <source>Not counted here: {games} game(s) whose score is not points (boxes won). Choose [its|their] rules to see [it|them].</source>
        <translation>
            <numerusform>Non comptée ici : {games} partie dont le score n’est pas en points (cases gagnées). Choisissez ses règles pour la voir.</numerusform>
            <numerusform>Non comptées ici : {games} parties dont le score n’est pas en points (cases gagnées). Choisissez leurs règles pour les voir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the figures a game&apos;s rules may lack, each with the seats&apos; column its game names it by (Mode.rates): &quot;Extra bonuses 0 points in 0 games&quot; for Yacht, which has none, is not shown</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Médiane</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Case Tous pareils</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Meilleur : —</translation>
    </message>
    <message>
        <source>Worst: —</source>
        <translation>Pire : —</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>average of last 50</source>
        <translation>moyenne des 50 dernières</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>your games</source>
        <translation>vos parties</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>jeu optimal</translation>
    </message>
    <message>
        <source>your average</source>
        <translation>votre moyenne</translation>
    </message>
    <message>
        <source>points per game</source>
        <translation>points par partie</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <extracomment>the height kept above a chart for its legend, one row of samples and names</extracomment>
        <translation>partie analysée</translation>
    </message>
    <message numerus="yes">
        <source>{date}: {points} point(s) (game {game})</source>
        <translation>
            <numerusform>{date} : {points} point (partie {game})</numerusform>
            <numerusform>{date} : {points} points (partie {game})</numerusform>
        </translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>points espérés perdus</translation>
    </message>
    <message>
        <source>average of last 10</source>
        <translation>moyenne des 10 dernières</translation>
    </message>
    <message>
        <source>Save {chart}</source>
        <translation>Enregistrer {chart}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exporter les parties</translation>
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
        <translation>Lance les dés qui ne sont pas gardés (Espace ou R).</translation>
    </message>
    <message>
        <source>Suggests the best move (H).</source>
        <translation>Suggère le meilleur coup (H).</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z).</source>
        <translation>Annule votre dernier coup (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Lets the computer play faster (Space).</source>
        <translation>Fait jouer l&apos;ordinateur plus vite (Espace).</translation>
    </message>
    <message>
        <source>Players are columns, boxes are rows. Up and Down move between your open boxes, a letter jumps to the next box starting with it, Enter scores the box.</source>
        <translation>Les joueurs sont les colonnes, les cases sont les lignes. Haut et Bas passent d&apos;une case libre à l&apos;autre, une lettre saute à la prochaine case qui commence par elle, Entrée marque la case.</translation>
    </message>
    <message>
        <source>Press a die&apos;s number to hold or release it.</source>
        <translation>Tapez le numéro d&apos;un dé pour le garder ou le relâcher.</translation>
    </message>
</context>
<context>
    <name>TeachingSettings</name>
    <message>
        <source>Place Value Yahtzee is played head to head: add a player (a computer will do).</source>
        <extracomment>the setup&apos;s keys for the teaching settings</extracomment>
        <translation>Le Yam&apos;s des positions se joue à plusieurs : ajoutez un joueur (un ordinateur fera l&apos;affaire).</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s rule: pupils read each number aloud and the teacher marks it</source>
        <translation>Règle de l&apos;&amp;enseignant : les élèves lisent chaque nombre à voix haute et l&apos;enseignant le note</translation>
    </message>
    <message>
        <source>Before a number is written the pupil reads it aloud; the teacher presses R (read right) or W (wrong). A misread number stays on the card but wins no point.</source>
        <translation>Avant d&apos;écrire un nombre, l&apos;élève le lit à voix haute ; l&apos;enseignant appuie sur R (bien lu) ou W (faux). Un nombre mal lu reste sur la feuille mais ne rapporte aucun point.</translation>
    </message>
    <message>
        <source>Show the number in &amp;words during play</source>
        <translation>Montrer le nombre en &amp;lettres pendant la partie</translation>
    </message>
    <message>
        <source>Off: pupils read the digits themselves. The end of the game shows every number in words either way. While a pupil reads aloud for the teacher&apos;s rule the words are never shown.</source>
        <translation>Désactivé : les élèves lisent les chiffres eux-mêmes. La fin de la partie montre de toute façon chaque nombre en lettres. Pendant qu&apos;un élève lit à voix haute pour la règle de l&apos;enseignant, les lettres ne sont jamais montrées.</translation>
    </message>
    <message>
        <source>Show the &amp;greatest number each box could take during play</source>
        <translation>Montrer le plus &amp;grand nombre possible de chaque case pendant la partie</translation>
    </message>
    <message>
        <source>Off: finding the greatest number is the pupils&apos; task. The end of the game shows, for every box, the number written and the greatest the dice could make.</source>
        <translation>Désactivé : trouver le plus grand nombre est la tâche des élèves. La fin de la partie montre, pour chaque case, le nombre écrit et le plus grand que les dés pouvaient former.</translation>
    </message>
    <message>
        <source>This card&apos;s file turns the teacher&apos;s rule on.</source>
        <translation>Le fichier de cette feuille active la règle de l&apos;enseignant.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Follow the Desktop</source>
        <translation>Comme le &amp;bureau</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;lair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Contraste élevé</translation>
    </message>
</context>
<context>
    <name>Triple Yahtzee</name>
    <message>
        <source>a Triple Yahtzee claim is a box and its column</source>
        <translation>un coup au Yam&apos;s triple est une case et sa colonne</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} n&apos;a pas de case {box}</translation>
    </message>
    <message>
        <source>the columns are ×1, ×2 and ×3</source>
        <translation>les colonnes sont ×1, ×2 et ×3</translation>
    </message>
    <message>
        <source>{box} in {column} is already filled</source>
        <translation>{box} en {column} est déjà remplie</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} in a column where it is open.</source>
        <translation>Règle du joker : un lancer de {face} partout doit aller dans {box} d&apos;une colonne où la case est libre.</translation>
    </message>
    <message>
        <source>Joker rule: with {box} filled in every column, an open lower box must take this roll.</source>
        <translation>Règle du joker : {box} étant remplie dans chaque colonne, une case libre du bas doit prendre ce lancer.</translation>
    </message>
    <message>
        <source>Simple</source>
        <extracomment>the computer levels, weakest first, and their names</extracomment>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <extracomment>the points of one bonus chip before its column&apos;s multiplier a Yahtzee box&apos;s points that earn chips once all three hold them</extracomment>
        <translation>Yam&apos;s triple</translation>
    </message>
    <message>
        <source>Triple Yahtzee, flat chips</source>
        <translation>Yam&apos;s triple, jetons fixes</translation>
    </message>
</context>
<context>
    <name>Triple rules help</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Les cases</translation>
    </message>
    <message>
        <source>Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then enter the roll in any open box of any column: 39 turns in all.</source>
        <translation>Chaque joueur a trois colonnes des treize cases du Yam&apos;s : ×1, ×2 et ×3. À chaque tour, lancez cinq dés jusqu&apos;à trois fois en gardant ceux que vous voulez entre les lancers, puis inscrivez le lancer dans n&apos;importe quelle case libre de n&apos;importe quelle colonne : 39 tours en tout.</translation>
    </message>
    <message>
        <source>Each column earns its own upper bonus (35 points at 63) and is added up on its own; its total counts once, twice or three times, and the grand total adds the three.</source>
        <translation>Chaque colonne gagne sa propre prime (35 points à 63) et se totalise à part ; son total compte une, deux ou trois fois, et le total général additionne les trois.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it must go in its upper box in a column where that is open; if none is, in any open lower box, which it fills as if it met the box&apos;s pattern; if no lower box is open either, in an open upper box, for zero.</source>
        <translation>Une fois les trois cases Yam&apos;s remplies, un Yam&apos;s est un joker : il doit aller dans sa case du haut d&apos;une colonne où elle est libre ; s&apos;il n&apos;y en a pas, dans n&apos;importe quelle case libre du bas, qu&apos;il remplit comme s&apos;il en réunissait la figure ; si aucune case du bas n&apos;est libre non plus, dans une case libre du haut, pour zéro.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip: 100 points times the multiplier of the column it is entered in.</source>
        <translation>Une fois que les trois cases Yam&apos;s valent 50, chaque Yam&apos;s suivant rapporte aussi un jeton de prime : 100 points fois le multiplicateur de la colonne où il est inscrit.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip of 100 points, whichever column it is entered in.</source>
        <translation>Une fois que les trois cases Yam&apos;s valent 50, chaque Yam&apos;s suivant rapporte aussi un jeton de prime de 100 points, quelle que soit la colonne où il est inscrit.</translation>
    </message>
</context>
<context>
    <name>Triple score card</name>
    <message>
        <source>Bonus chips</source>
        <translation>Jetons de prime</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points times the column&apos;s multiplier for each further Yahtzee entered in it.</source>
        <translation>Une fois que les trois cases Yam&apos;s valent 50 : 100 points fois le multiplicateur de la colonne pour chaque Yam&apos;s suivant inscrit dans celle-ci.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points for each further Yahtzee.</source>
        <translation>Une fois que les trois cases Yam&apos;s valent 50 : 100 points pour chaque Yam&apos;s suivant.</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Total colonne</translation>
    </message>
    <message>
        <source>The column&apos;s boxes and bonus times its multiplier, and its chips.</source>
        <translation>Les cases et la prime de la colonne fois son multiplicateur, plus ses jetons.</translation>
    </message>
</context>
<context>
    <name>TripleCard</name>
    <message>
        <source>Upper section</source>
        <translation>Partie supérieure</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Partie inférieure</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Total supérieur</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Bonus chips</source>
        <translation>Jetons de prime</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Total colonne</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total général</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} written, {counted} counted</source>
        <translation>{box}, {player} : {points} inscrits, {counted} comptés</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now, {counted} counted</source>
        <translation>{box}, {player} : {points} si vous inscrivez maintenant, {counted} comptés</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now (joker), {counted} counted</source>
        <translation>{box}, {player} : {points} si vous inscrivez maintenant (joker), {counted} comptés</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player} : pas permis maintenant. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player} : libre</translation>
    </message>
    <message>
        <source>{row} ({column}), {player}: {value}</source>
        <translation>{row} ({column}), {player} : {value}</translation>
    </message>
    <message>
        <source>{points} points when a column&apos;s upper sum reaches {threshold}, counted in its column.</source>
        <translation>{points} points quand le total supérieur d&apos;une colonne atteint {threshold}, comptés dans cette colonne.</translation>
    </message>
    <message>
        <source>The column&apos;s boxes, bonus and chips, its sum times {multiplier}.</source>
        <translation>Les cases, la prime et les jetons de la colonne, sa somme fois {multiplier}.</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>hors de portée</translation>
    </message>
</context>
<context>
    <name>TripleGame</name>
    <message>
        <source>{name} (three columns)</source>
        <translation>{name} (trois colonnes)</translation>
    </message>
    <message>
        <source>Pick a box in any column with the arrow keys and Enter, or click it.</source>
        <translation>Choisissez une case dans n&apos;importe quelle colonne avec les flèches et Entrée, ou cliquez dessus.</translation>
    </message>
</context>
<context>
    <name>TripleHints</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Lancez d&apos;abord les dés ; un conseil pourra ensuite dire quoi garder.</translation>
    </message>
    <message>
        <source>Hint: keep {dice} and roll again.</source>
        <translation>Conseil : gardez {dice} et relancez.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Conseil : relancez tous les dés.</translation>
    </message>
    <message>
        <source>Hint: enter the roll in {place}.</source>
        <translation>Conseil : inscrivez le lancer dans {place}.</translation>
    </message>
</context>
<context>
    <name>TryRoll</name>
    <message numerus="yes">
        <source>Type {count} [die|dice] or press Roll.</source>
        <translation>
            <numerusform>Tapez {count} dé ou appuyez sur Lancer.</numerusform>
            <numerusform>Tapez {count} dés ou appuyez sur Lancer.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice cannot be tried: {reason}.</source>
        <translation>Ces dés ne peuvent pas être essayés : {reason}.</translation>
    </message>
    <message>
        <source>Extra bonus for this roll: {points}.</source>
        <translation>Prime supplémentaire pour ce lancer : {points}.</translation>
    </message>
    <message>
        <source>e.g. {dice}</source>
        <translation>p. ex. {dice}</translation>
    </message>
    <message>
        <source>Dice to try</source>
        <translation>Dés à essayer</translation>
    </message>
    <message>
        <source>e.g. 3 3 3 5 5</source>
        <translation>p. ex. 3 3 3 5 5</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>Lan&amp;cer</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Case de série</translation>
    </message>
    <message>
        <source>open</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>filled with a score</source>
        <translation>remplie avec des points</translation>
    </message>
    <message>
        <source>filled with zero</source>
        <translation>remplie avec zéro</translation>
    </message>
    <message>
        <source>Filled boxes</source>
        <translation>Cases remplies</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Scores of the roll</source>
        <translation>Points du lancer</translation>
    </message>
    <message>
        <source>All-same box:</source>
        <translation>Case de série :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>Filled boxes (tick to mark filled):</source>
        <translation>Cases remplies (cochez pour marquer) :</translation>
    </message>
    <message>
        <source>Fix the problems in the rules to try a roll.</source>
        <translation>Corrigez les problèmes des règles pour essayer un lancer.</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces</source>
        <translation>les dés sont des nombres entiers séparés par des espaces</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>TurnTexts</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Partie terminée : {name} gagne</translation>
    </message>
    <message>
        <source>Game over: a tie, {name} wins the tie-break</source>
        <translation>Partie terminée : égalité, {name} gagne le départage</translation>
    </message>
    <message>
        <source>Game over: {names} and {last} share the win</source>
        <translation>Partie terminée : {names} et {last} se partagent la victoire</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} joue…</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Au tour de : {name}</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>No rolls left — score a box</source>
        <translation>Plus de lancer – marquez une case</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left)</source>
        <translation>&amp;Lancer (encore {left})</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left, {saved} saved)</source>
        <translation>&amp;Lancer (encore {left}, {saved} en réserve)</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N, or play again from the Game menu.</source>
        <translation>Lancez une nouvelle partie avec Ctrl+N, ou rejouez depuis le menu Partie.</translation>
    </message>
    <message>
        <source>Time is up — write a zero</source>
        <translation>Temps écoulé – marquez un zéro</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked. Choose a box and press Enter.</source>
        <translation>Le temps est écoulé : seul un zéro peut être marqué. Choisissez une case et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Press Space or Esc to hurry the computer.</source>
        <translation>Appuyez sur Espace ou Échap pour presser l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, played at another computer.</source>
        <translation>C’est le tour de {name}, joué sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Appuyez sur Espace ou R pour lancer.</translation>
    </message>
    <message>
        <source>No rolls left. {pick}</source>
        <translation>Plus de lancer. {pick}</translation>
    </message>
    <message>
        <source>Click dice or press 1–{dice} to hold them; {key} rolls again. {pick}</source>
        <translation>Cliquez sur des dés ou tapez 1–{dice} pour les garder ; {key} relance. {pick}</translation>
    </message>
    <message>
        <source>{rules} · turn {turn} of {turns}</source>
        <translation>{rules} · tour {turn} sur {turns}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Open in another window</source>
        <translation>Ouverte dans une autre fenêtre</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Mise de côté</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Interrompue</translation>
    </message>
    <message>
        <source>{state}, online</source>
        <translation>{state}, en ligne</translation>
    </message>
    <message>
        <source>{state}, real dice</source>
        <translation>{state}, vrais dés</translation>
    </message>
    <message>
        <source>{turn} of {turns}</source>
        <translation>{turn} sur {turns}</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}) for good?</source>
        <translation>Supprimer définitivement la partie inachevée de {rules} ({names}) ?</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}, turn {turn}) for good?</source>
        <translation>Supprimer définitivement la partie inachevée de {rules} ({names}, tour {turn}) ?</translation>
    </message>
    <message>
        <source>Unfinished Games</source>
        <translation>Parties inachevées</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Aucune partie inachevée.</translation>
    </message>
    <message>
        <source>Delete Unfinished Game</source>
        <translation>Supprimer la partie inachevée</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Elle ne pourra plus être reprise.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Roll the dice up to three times, holding the ones you like, then fill one box of your scorecard; when every box is filled, the highest total wins.</source>
        <translation>Lancez les dés jusqu&apos;à trois fois en gardant ceux qui vous plaisent, puis remplissez une case de votre grille ; quand toutes les cases sont remplies, le plus haut total gagne.</translation>
    </message>
    <message>
        <source>The rules; Help ▸ Keyboard Shortcuts lists every key</source>
        <translation>Les règles ; Aide ▸ Raccourcis clavier liste toutes les touches</translation>
    </message>
    <message>
        <source>That name cannot be used: {problem}.</source>
        <translation>Ce nom ne peut pas être utilisé : {problem}.</translation>
    </message>
    <message>
        <source>Welcome to Yacht Dice</source>
        <translation>Bienvenue dans Yacht Dice</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>Let&apos;s &amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Passer</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee boxes</name>
    <message>
        <source>2-Letter Word</source>
        <extracomment>the most a letter may be worth (as a pip die&apos;s face): a game&apos;s total stays far below what the statistics&apos; 32-bit columns hold a built-in name, translatable (context &quot;Word Yahtzee boxes&quot;) the boxes&apos; names, built-in names a translator gives in each language (records keep the box ids; the English names are what the command line and files show)</extracomment>
        <translation>Mot de 2 lettres</translation>
    </message>
    <message>
        <source>3-Letter Word</source>
        <translation>Mot de 3 lettres</translation>
    </message>
    <message>
        <source>4-Letter Word</source>
        <translation>Mot de 4 lettres</translation>
    </message>
    <message>
        <source>5-Letter Word</source>
        <translation>Mot de 5 lettres</translation>
    </message>
    <message>
        <source>6-Letter Word</source>
        <translation>Mot de 6 lettres</translation>
    </message>
    <message>
        <source>One Word</source>
        <translation>Un mot</translation>
    </message>
    <message>
        <source>Two Words</source>
        <translation>Deux mots</translation>
    </message>
    <message>
        <source>Three Words</source>
        <translation>Trois mots</translation>
    </message>
    <message>
        <source>All Consonants</source>
        <translation>Que des consonnes</translation>
    </message>
    <message>
        <source>All Vowels</source>
        <translation>Que des voyelles</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Yahtzee Word</source>
        <translation>Mot Yahtzee</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee rules</name>
    <message>
        <source>One word of exactly {count} letters: the letters used.</source>
        <translation>Un mot d&apos;exactement {count} lettres : les lettres utilisées.</translation>
    </message>
    <message>
        <source>One word from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Un mot formé avec les dés (de toute longueur, chaque dé une fois) : les lettres utilisées.</translation>
    </message>
    <message>
        <source>Two words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Deux mots formés avec les dés (de toute longueur, chaque dé une fois) : les lettres utilisées.</translation>
    </message>
    <message>
        <source>Three words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Trois mots formés avec les dés (de toute longueur, chaque dé une fois) : les lettres utilisées.</translation>
    </message>
    <message>
        <source>{count} words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>{count} mots formés avec les dés (de toute longueur, chaque dé une fois) : les lettres utilisées.</translation>
    </message>
    <message>
        <source>All dice consonants (Y counts): {points}.</source>
        <translation>Tous les dés sont des consonnes (Y compte) : {points}.</translation>
    </message>
    <message>
        <source>All dice vowels (Y counts): {points}.</source>
        <translation>Tous les dés sont des voyelles (Y compte) : {points}.</translation>
    </message>
    <message>
        <source>Any words: all seven dice count.</source>
        <translation>N&apos;importe quels mots : les sept dés comptent.</translation>
    </message>
    <message>
        <source>Any words: the letters used.</source>
        <translation>N&apos;importe quels mots : les lettres utilisées.</translation>
    </message>
    <message>
        <source>One word using every die: {points}.</source>
        <translation>Un mot utilisant tous les dés : {points}.</translation>
    </message>
    <message>
        <source>{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim one open box with words made from the dice (each die used at most once; the wild face, *, is any letter you name and is worth 0). A zero may go in any open box. Upper bonus {bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further seven-letter word earns {extra}.</source>
        <translation>{dice} dés à lettres, {rolls} lancers par tour ; gardez les dés que vous voulez. Puis remplissez une case libre avec des mots formés avec les dés (chaque dé au plus une fois ; la face joker, *, est la lettre de votre choix et vaut 0). Un zéro peut aller dans n&apos;importe quelle case libre. Prime du haut : {bonus} à partir de {threshold} ; une fois que la case Mot Yahtzee contient {points}, chaque nouveau mot de sept lettres rapporte {extra}.</translation>
    </message>
    <message>
        <source>Die {die}: {faces}</source>
        <translation>Dé {die} : {faces}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Les dés</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Les cases</translation>
    </message>
</context>
<context>
    <name>WordCard</name>
    <message>
        <source>Upper section</source>
        <translation>Partie supérieure</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Partie inférieure</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box} : {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Somme du haut</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Total du haut</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total du bas</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Prime Yahtzee</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total général</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {player} played {words}, {points} scored. {rule}</source>
        <translation>
            <numerusform>{box} : {player} a joué {words}, {points} point marqué. {rule}</numerusform>
            <numerusform>{box} : {player} a joué {words}, {points} points marqués. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} played {words} and scored {points}</source>
        <translation>
            <numerusform>{box}, {player} a joué {words} et marqué {points} point</numerusform>
            <numerusform>{box}, {player} a joué {words} et marqué {points} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box} : {points} point marqué. {rule}</numerusform>
            <numerusform>{box} : {points} points marqués. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} scored {points}</source>
        <translation>
            <numerusform>{box}, {player} a marqué {points} point</numerusform>
            <numerusform>{box}, {player} a marqué {points} points</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box} : libre. {rule}</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, libre</translation>
    </message>
    <message>
        <source>The 2- to 6-Letter boxes added up.</source>
        <translation>Les cases Mot de 2 à 6 lettres additionnées.</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} point quand la somme du haut atteint {threshold}.</numerusform>
            <numerusform>{points} points quand la somme du haut atteint {threshold}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{sum} / {threshold}</source>
        <translation>{sum} / {threshold}</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Somme du haut plus la prime.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Les cases du bas additionnées.</translation>
    </message>
    <message>
        <source>{count} × {points} for further seven-letter words.</source>
        <translation>{count} × {points} pour les mots de sept lettres suivants.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Tout additionné.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row} : {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, rien pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>WordGame</name>
    <message>
        <source>{name} (letter dice)</source>
        <translation>{name} (dés à lettres)</translation>
    </message>
    <message>
        <source>Type words (or click the letters), then pick a box and press Enter.</source>
        <translation>Tapez des mots (ou cliquez sur les lettres), puis choisissez une case et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>The word list is still loading; claim again in a moment.</source>
        <translation>La liste de mots est encore en cours de chargement ; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The word list could not be loaded</source>
        <translation>La liste de mots n&apos;a pas pu être chargée</translation>
    </message>
</context>
<context>
    <name>WordLookup</name>
    <message>
        <source>The word list is still loading; look the word up in a moment.</source>
        <translation>La liste de mots est encore en chargement ; cherchez le mot dans un instant.</translation>
    </message>
    <message>
        <source>Look Up a &amp;Word…</source>
        <translation>Chercher un &amp;mot…</translation>
    </message>
    <message>
        <source>Look up a &amp;word…</source>
        <translation>&amp;Chercher un mot…</translation>
    </message>
    <message>
        <source>Is it a word in this game? Settle a challenge (Ctrl+L)</source>
        <translation>Est-ce un mot dans cette partie ? Tranchez une contestation (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>WordOptions</name>
    <message>
        <source>One-&amp;minute timer per turn (when time is up, score a zero)</source>
        <translation>Une &amp;minute par tour (temps écoulé : un zéro)</translation>
    </message>
    <message>
        <source>The rule sheet&apos;s hourglass: each person has a minute per turn.</source>
        <translation>Le sablier de la règle : chaque personne a une minute par tour.</translation>
    </message>
    <message>
        <source>&amp;Family words: nobody may play an offensive word</source>
        <translation>Mode &amp;famille : personne ne peut jouer un mot choquant</translation>
    </message>
    <message>
        <source>Words on the offensive-words list are refused for everyone. Computer players never play them, whatever this says.</source>
        <translation>Les mots de la liste des mots choquants sont refusés pour tous. Les joueurs ordinateur ne les jouent jamais, quel que soit ce réglage.</translation>
    </message>
    <message>
        <source>The words are English: the dictionary and the letter values follow the English rules.</source>
        <extracomment>said in every language but English (New Game&apos;s options, F1): the words stay English</extracomment>
        <translation>Les mots sont anglais : le dictionnaire et la valeur des lettres suivent les règles anglaises.</translation>
    </message>
</context>
<context>
    <name>WordPart</name>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Lancez d&apos;abord les dés ; un conseil porte sur les dés sur la table.</translation>
    </message>
    <message>
        <source>Hint: write a zero in {box}.</source>
        <translation>Conseil : marquez un zéro en {box}.</translation>
    </message>
    <message>
        <source>Hint: book {words} in {box}.</source>
        <translation>Conseil : marquez {words} en {box}.</translation>
    </message>
    <message>
        <source>Hint: book {box}.</source>
        <translation>Conseil : marquez {box}.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Conseil : relancez tous les dés.</translation>
    </message>
    <message>
        <source>the wild face</source>
        <translation>la face joker</translation>
    </message>
    <message>
        <source>Hint: keep die {die} ({letter}) and roll the others again.</source>
        <translation>Conseil : gardez le dé {die} ({letter}) et relancez les autres.</translation>
    </message>
    <message>
        <source>{player} booked {box} with {letters}: {points}.</source>
        <translation>{player} a marqué {box} avec {letters} : {points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: 0 in {box}.</source>
        <translation>Le temps de {player} est écoulé : 0 dans {box}.</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} ({letters}) and roll the others again.</source>
        <translation>Conseil : gardez les dés {dice} ({letters}) et relancez les autres.</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Marquer des mots</translation>
    </message>
</context>
<context>
    <name>WordReview</name>
    <message numerus="yes">
        <source>{count} turn(s); {missed} missed in the boxes chosen. The most was in turn {turn} ({loss} in {box}).</source>
        <translation>
            <numerusform>{count} tour ; manqué dans les cases choisies : {missed}. Le plus au tour {turn} ({loss} en {box}).</numerusform>
            <numerusform>{count} tours ; manqué dans les cases choisies : {missed}. Le plus au tour {turn} ({loss} en {box}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} point</numerusform>
            <numerusform>{points} points</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} + {bonus} bonus</source>
        <translation>{points} + {bonus} de prime</translation>
    </message>
    <message>
        <source>{box} ({points})</source>
        <translation>{box} ({points})</translation>
    </message>
    <message>
        <source>{box}: {words} ({points})</source>
        <translation>{box} : {words} ({points})</translation>
    </message>
    <message>
        <source>{box}: nothing scores</source>
        <translation>{box} : rien ne rapporte</translation>
    </message>
    <message>
        <source>{box}: zero</source>
        <translation>{box} : zéro</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>rien ne rapporte</translation>
    </message>
    <message>
        <source>{claim}, {more} more</source>
        <translation>{claim}, {more} de plus</translation>
    </message>
    <message>
        <source>A letter after * is the one the wild face stood for.</source>
        <translation>Une lettre après * est celle que la face joker remplaçait.</translation>
    </message>
    <message>
        <source>The best claim in any open box scored {more} more; another box may still be the better plan for the turns to come.</source>
        <translation>Le meilleur choix dans une case libre rapportait {more} de plus ; une autre case peut rester le meilleur plan pour les tours à venir.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Aucun tour à analyser pour ce joueur.</translation>
    </message>
    <message numerus="yes">
        <source>The {box} box allowed {missed} more point(s) than the claim made.</source>
        <translation>
            <numerusform>La case {box} permettait {missed} point de plus que ce qui a été marqué.</numerusform>
            <numerusform>La case {box} permettait {missed} points de plus que ce qui a été marqué.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every claim was the best its box allowed: no points missed in {count} turn(s).</source>
        <translation>
            <numerusform>Chaque coup était le meilleur que sa case permettait : aucun point manqué en {count} tour.</numerusform>
            <numerusform>Chaque coup était le meilleur que sa case permettait : aucun point manqué en {count} tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Lettres</translation>
    </message>
    <message>
        <source>You booked</source>
        <translation>Votre choix</translation>
    </message>
    <message>
        <source>Best in that box</source>
        <translation>Meilleur dans cette case</translation>
    </message>
    <message>
        <source>Best in any box</source>
        <translation>Meilleur dans une case</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Manqués</translation>
    </message>
    <message>
        <source>points missed</source>
        <translation>points manqués</translation>
    </message>
    <message>
        <source>game {game}: {value:.0f} points missed</source>
        <translation>partie {game} : {value:.0f} points manqués</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Points manqués</translation>
    </message>
    <message>
        <source>Every turn, against the best words the letters allowed:</source>
        <translation>Chaque tour, comparé aux meilleurs mots que permettaient les lettres :</translation>
    </message>
</context>
<context>
    <name>Yacht boxes</name>
    <message>
        <source>Ones</source>
        <translation>Un</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Little Straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Big Straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
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
        <translation>Un</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Yam&apos;s</translation>
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
        <translation>Un</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
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
        <translation>{player} a marqué {words} en {box} : {points}.</translation>
    </message>
    <message>
        <source>{player} booked {box}: {points}.</source>
        <translation>{player} a marqué {box} : {points}.</translation>
    </message>
    <message>
        <source>{player} booked {words} in {box}.</source>
        <translation>{player} a marqué {words} en {box}.</translation>
    </message>
    <message>
        <source>{player} booked {box}.</source>
        <translation>{player} a marqué {box}.</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <extracomment>a box in one of a player&apos;s columns, on a card with several (&quot;Chance (×3)&quot;)</extracomment>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{number} (misread)</source>
        <translation>{number} (mal lu)</translation>
    </message>
</context>
<context>
    <name>box kinds</name>
    <message>
        <source>Match</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>au moins</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>exactement</translation>
    </message>
    <message>
        <source>whether more dice of the face may show</source>
        <translation>si plus de dés peuvent montrer la face</translation>
    </message>
    <message>
        <source>contained in the roll</source>
        <translation>contenue dans le lancer</translation>
    </message>
    <message>
        <source>exactly the roll</source>
        <translation>exactement le lancer</translation>
    </message>
    <message>
        <source>whether the roll must be exactly the set</source>
        <translation>si le lancer doit être exactement l&apos;ensemble</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Faces</translation>
    </message>
    <message>
        <source>the faces the roll must show</source>
        <translation>les faces que le lancer doit montrer</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>how many faces in a row</source>
        <translation>combien de faces à la suite</translation>
    </message>
    <message>
        <source>Face (upper box)</source>
        <translation>Face (case du haut)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Face</translation>
    </message>
    <message>
        <source>the face whose dice count</source>
        <translation>la face dont les dés comptent</translation>
    </message>
    <message>
        <source>N of a kind</source>
        <translation>N identiques</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>dice showing the same face</source>
        <translation>dés montrant la même face</translation>
    </message>
    <message>
        <source>Groups of equal dice</source>
        <translation>Groupes de dés égaux</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>Tailles des groupes</translation>
    </message>
    <message>
        <source>dice in each group, e.g. 3, 2 for a full house</source>
        <translation>dés dans chaque groupe, p. ex. 3, 2 pour un full</translation>
    </message>
    <message>
        <source>Different faces</source>
        <translation>Faces différentes</translation>
    </message>
    <message>
        <source>each group shows a different face</source>
        <translation>chaque groupe montre une face différente</translation>
    </message>
    <message>
        <source>Straight</source>
        <extracomment>every kind by name (each of its own pattern type, which its calls take)</extracomment>
        <translation>Suite</translation>
    </message>
    <message>
        <source>All the same</source>
        <translation>Tous identiques</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>points fixes</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>somme de tous les dés</translation>
    </message>
    <message>
        <source>sum of the dice used</source>
        <translation>somme des dés utilisés</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>N of a kind (dice used)</source>
        <translation>N identiques (dés utilisés)</translation>
    </message>
    <message>
        <source>N of a Kind</source>
        <translation>N identiques</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Paire</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Double paire</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Trois paires</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Villa (two threes)</source>
        <translation>Villa (deux brelans)</translation>
    </message>
    <message>
        <source>Tower (four and two)</source>
        <translation>Tour (quatre et deux)</translation>
    </message>
    <message>
        <source>Any group pattern</source>
        <translation>Groupes au choix</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Straight: a run</source>
        <translation>Suite : à la suite</translation>
    </message>
    <message>
        <source>Straight: an exact set</source>
        <translation>Suite : ensemble exact</translation>
    </message>
    <message>
        <source>Exact Straight</source>
        <translation>Suite exacte</translation>
    </message>
    <message>
        <source>Straight: a set in the roll</source>
        <translation>Suite : ensemble dans le lancer</translation>
    </message>
    <message>
        <source>Set Straight</source>
        <translation>Suite d&apos;ensemble</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Sept</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Elevens</source>
        <translation>Onze</translation>
    </message>
    <message>
        <source>Twelves</source>
        <translation>Douze</translation>
    </message>
    <message>
        <source>{face}s</source>
        <translation>{face}</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>impossible d&apos;écrire {file} : {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was written</source>
        <translation>impossible d&apos;écrire {file} : {reason} ; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>impossible de lire {file} : {reason}</translation>
    </message>
    <message>
        <source>the text holds a lone surrogate, which UTF-8 cannot encode</source>
        <translation>le texte contient un demi-caractère de substitution isolé, que l&apos;UTF-8 ne peut pas coder</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>c&apos;est {kind}, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>il dépasse {limit} octets</translation>
    </message>
    <message>
        <source>a file name must be text</source>
        <translation>un nom de fichier doit être du texte</translation>
    </message>
    <message>
        <source>no file name was given, so nothing was written</source>
        <translation>aucun nom de fichier n&apos;a été donné, donc rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>un nom de fichier ne peut pas contenir de caractère NUL</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>ce nom désigne un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>un lien symbolique</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>son dossier n&apos;existe pas</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>une partie du chemin est un fichier, pas un dossier</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>a name must be text</source>
        <extracomment>holds and undos in one turn (an undo gives none back): a person toggling dice makes a few; this keeps a turn&apos;s log, and the states Undo can go back to, small holds and undos in one game; rolls and scores stay allowed, so a game can always end</extracomment>
        <translation>un nom doit être du texte</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>un nom ne doit pas être vide</translation>
    </message>
    <message>
        <source>a name must be at most {limit} characters</source>
        <translation>un nom doit compter au plus {limit} caractères</translation>
    </message>
    <message>
        <source>a name must not contain control characters</source>
        <translation>un nom ne doit pas contenir de caractères de contrôle</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>roll the dice first</source>
        <translation>lancez d&apos;abord les dés</translation>
    </message>
    <message>
        <source>the game is over: its last box cannot be taken back</source>
        <translation>la partie est terminée : sa dernière case ne peut pas être reprise</translation>
    </message>
    <message>
        <source>nothing to undo: a roll cannot be taken back</source>
        <translation>rien à annuler : un lancer ne peut pas être repris</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>rien à annuler</translation>
    </message>
    <message>
        <source>{player}&apos;s move cannot be taken back: Undo is for your own moves</source>
        <translation>le coup de {player} ne peut pas être repris : Annuler ne vaut que pour vos propres coups</translation>
    </message>
    <message>
        <source>no rolls left this turn; score a box</source>
        <translation>plus de lancer ce tour-ci ; marquez une case</translation>
    </message>
    <message>
        <source>every die is held; release one to roll</source>
        <translation>tous les dés sont gardés ; relâchez-en un pour lancer</translation>
    </message>
    <message>
        <source>die {die} is held and cannot change</source>
        <translation>le dé {die} est gardé et ne peut pas changer</translation>
    </message>
    <message>
        <source>these dice were rolled here: score a box</source>
        <translation>ces dés ont été lancés ici ; marquez une case</translation>
    </message>
    <message>
        <source>this turn&apos;s dice have been typed in again as often as a turn allows: score a box</source>
        <translation>les dés de ce tour ont été retapés autant de fois qu’un tour le permet ; marquez une case</translation>
    </message>
    <message>
        <source>no rolls left to use; holding dice would change nothing</source>
        <translation>plus de lancer à utiliser ; garder des dés ne changerait rien</translation>
    </message>
    <message>
        <source>dice are numbered 1 to {count}</source>
        <translation>les dés sont numérotés de 1 à {count}</translation>
    </message>
    <message>
        <source>a die is named twice</source>
        <translation>un dé est nommé deux fois</translation>
    </message>
    <message>
        <source>those dice are already the held ones</source>
        <translation>ces dés sont déjà ceux qui sont gardés</translation>
    </message>
    <message>
        <source>this game has had {moves} holds and undos, the most a game may have: roll or score</source>
        <translation>dans cette partie, des dés ont été gardés ou des coups annulés {moves} fois, le maximum pour une partie : lancez ou marquez</translation>
    </message>
    <message>
        <source>this turn has had {moves} holds and undos, the most a turn may have: roll or score</source>
        <translation>à ce tour, des dés ont été gardés ou des coups annulés {moves} fois, le maximum pour un tour : lancez ou marquez</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Yahtzee</source>
        <translation>Yam&apos;s</translation>
    </message>
    <message>
        <source>Yahtzee (free joker)</source>
        <translation>Yam&apos;s (joker libre)</translation>
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
        <translation>Maxi Yatzy (sans lancers gardés)</translation>
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
        <translation>Yam&apos;s des positions (4 chiffres)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (3 digits)</source>
        <translation>Yam&apos;s des positions (3 chiffres)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (6 digits)</source>
        <translation>Yam&apos;s des positions (6 chiffres)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (decimals)</source>
        <translation>Yam&apos;s des positions (décimales)</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Dés à points</translation>
    </message>
    <message>
        <source>Digit dice</source>
        <translation>Dés à chiffres</translation>
    </message>
    <message>
        <source>Letter dice</source>
        <translation>Dés à lettres</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Yam&apos;s triple</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plain</source>
        <extracomment>what an X counts for when boxes are compared (rule sheet 003): 0, below every number how many turns&apos; chances an opponent has, over a game, to fill a box: they write an X in it only when all of them fail (measured: strong players write an X in &quot;a 5 in the hundreds place&quot; of the 3-digit card in 4% of games, where one turn fails 33% of the time)</extracomment>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>a message</source>
        <extracomment>how deep sentences may stand in one another&apos;s places on the wire a whole number a sentence from another program may hold is below this (JSON&apos;s exact whole numbers; a frame&apos;s size from its 4-byte header is under 2**32); the locale&apos;s number format takes 64-bit numbers, and a sent 2**70 stopped it the most characters a sentence from another program is shown with (a refusal, a goodbye); a sentence made longer than this from what was sent is refused: a template saying a place twice, nested, made 9 KB sent into 289,000 characters shown a word from another program longer than this is given places to break (a 9,000-letter word made the guest&apos;s windows 107,000 px wide)</extracomment>
        <translation>un message</translation>
    </message>
    <message>
        <source>its greeting</source>
        <translation>son salut</translation>
    </message>
    <message>
        <source>it</source>
        <translation>elle</translation>
    </message>
    <message>
        <source>it sent an empty frame</source>
        <translation>l&apos;autre partie a envoyé une trame vide</translation>
    </message>
    <message>
        <source>it sent a frame of {size} bytes; the most is {most}</source>
        <translation>l&apos;autre partie a envoyé une trame de {size} octets ; le maximum est {most}</translation>
    </message>
    <message>
        <source>{what} was not JSON this program accepts ({why})</source>
        <translation>{what} n&apos;était pas du JSON que ce programme accepte ({why})</translation>
    </message>
    <message>
        <source>{what} was not a JSON object</source>
        <translation>{what} n&apos;était pas un objet JSON</translation>
    </message>
    <message>
        <source>{what} nested deeper than {most} levels</source>
        <translation>{what} avait plus de {most} niveaux d&apos;imbrication</translation>
    </message>
    <message>
        <source>{what} held more than {most} values</source>
        <translation>{what} contenait plus de {most} valeurs</translation>
    </message>
    <message>
        <source>{what} had a field it may not have: {name}</source>
        <translation>{what} avait un champ interdit : {name}</translation>
    </message>
    <message>
        <source>{what} lacked the field {name}</source>
        <translation>{what} n&apos;avait pas le champ {name}</translation>
    </message>
    <message>
        <source>{what} had the wrong type for {name}</source>
        <translation>{what} avait le mauvais type pour {name}</translation>
    </message>
    <message>
        <source>its key exchange was not valid</source>
        <translation>son échange de clés n&apos;était pas valide</translation>
    </message>
    <message>
        <source>its greeting had no protocol version</source>
        <translation>son salut ne donnait aucune version du protocole</translation>
    </message>
    <message>
        <source>its greeting was not the one this side expects</source>
        <translation>son salut n&apos;était pas celui qu&apos;attend ce côté</translation>
    </message>
    <message>
        <source>it speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>l&apos;autre partie parle la version {theirs} du protocole du jeu ; cet ordinateur parle la version {ours}</translation>
    </message>
    <message>
        <source>the host speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>l&apos;hôte parle la version {theirs} du protocole du jeu ; cet ordinateur parle la version {ours}</translation>
    </message>
    <message>
        <source>This computer speaks version {ours} of the game&apos;s protocol; the host speaks version {theirs}.</source>
        <translation>Cet ordinateur parle la version {ours} du protocole du jeu ; l&apos;hôte parle la version {theirs}.</translation>
    </message>
    <message>
        <source>the connection ran out of message numbers</source>
        <translation>la connexion a épuisé ses numéros de message</translation>
    </message>
    <message>
        <source>it sent a frame too short to be sealed</source>
        <translation>l&apos;autre partie a envoyé une trame trop courte pour être scellée</translation>
    </message>
    <message>
        <source>the room code is not right</source>
        <translation>le code de la salle n&apos;est pas le bon</translation>
    </message>
    <message>
        <source>a message was altered on the way (it did not verify)</source>
        <translation>un message a été modifié en route (il n&apos;a pas pu être vérifié)</translation>
    </message>
    <message>
        <source>it sent message {number} again (a replay)</source>
        <translation>l&apos;autre partie a renvoyé le message {number} (un rejeu)</translation>
    </message>
    <message>
        <source>message {number} came before message {expected} (out of order)</source>
        <translation>le message {number} est arrivé avant le message {expected} (dans le désordre)</translation>
    </message>
    <message>
        <source>it did not confirm the key</source>
        <translation>l&apos;autre partie n&apos;a pas confirmé la clé</translation>
    </message>
    <message>
        <source>it sent a sealed frame of an unknown kind</source>
        <translation>l&apos;autre partie a envoyé une trame scellée d&apos;un type inconnu</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison donnée</translation>
    </message>
    <message>
        <source>it did not read what it was sent ({size} bytes waited)</source>
        <translation>l&apos;autre partie n&apos;a pas lu ce qu&apos;on lui envoyait ({size} octets en attente)</translation>
    </message>
    <message>
        <source>it sent more than {burst} frames at once, faster than {rate} a second</source>
        <translation>l&apos;autre partie a envoyé plus de {burst} trames d&apos;un coup, plus de {rate} par seconde</translation>
    </message>
    <message>
        <source>it sent more than {burst} bytes at once, faster than {rate} a second</source>
        <translation>l&apos;autre partie a envoyé plus de {burst} octets d&apos;un coup, plus de {rate} par seconde</translation>
    </message>
    <message>
        <source>it sent nothing for {seconds} seconds</source>
        <translation>l&apos;autre partie n&apos;a rien envoyé pendant {seconds} secondes</translation>
    </message>
    <message>
        <source>it did not finish joining within {seconds} seconds</source>
        <translation>l&apos;autre partie n&apos;a pas fini de rejoindre en {seconds} secondes</translation>
    </message>
    <message>
        <source>the host did not answer within {seconds} seconds</source>
        <translation>l&apos;hôte n&apos;a pas répondu en {seconds} secondes</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>la connexion a été perdue</translation>
    </message>
    <message>
        <source>it left before it had joined</source>
        <translation>l&apos;autre partie est partie avant d&apos;avoir rejoint</translation>
    </message>
    <message>
        <source>the host closed the connection before letting this computer in</source>
        <translation>l&apos;hôte a fermé la connexion avant de laisser entrer cet ordinateur</translation>
    </message>
    <message>
        <source>{address} is locked out after {count} wrong room codes</source>
        <translation>{address} est bloquée après {count} mauvais codes de salle</translation>
    </message>
    <message>
        <source>the room already has {count} connections</source>
        <translation>la salle a déjà {count} connexions</translation>
    </message>
    <message>
        <source>{count} others are joining at this moment</source>
        <translation>{count} autres sont en train de rejoindre</translation>
    </message>
    <message>
        <source>{count} others from {address} are joining at this moment</source>
        <translation>{count} autres depuis {address} sont en train de rejoindre</translation>
    </message>
    <message>
        <source>The connection with {peer} ended: {why}.</source>
        <translation>La connexion avec {peer} a pris fin : {why}.</translation>
    </message>
    <message>
        <source>Refused {peer}: {why}.</source>
        <translation>{peer} refusé : {why}.</translation>
    </message>
    <message>
        <source>{address} is locked out of this room after {count} wrong room codes.</source>
        <translation>{address} est bloquée dans cette salle après {count} mauvais codes de salle.</translation>
    </message>
    <message>
        <source>Refusals that came too fast to be written here: {count}.</source>
        <translation>Refus arrivés trop vite pour être notés ici : {count}.</translation>
    </message>
    <message>
        <source>Could not join {peer}: {why}.</source>
        <translation>Impossible de rejoindre {peer} : {why}.</translation>
    </message>
    <message>
        <source>Could not reach {peer}: {why}.</source>
        <translation>Impossible d&apos;atteindre {peer} : {why}.</translation>
    </message>
    <message>
        <source>Could not listen on port {port}: {why}.</source>
        <translation>Impossible d&apos;écouter sur le port {port} : {why}.</translation>
    </message>
    <message>
        <source>A room code has {shortest} to {longest} of the digits 2 to 9 and the letters A to Z without I, L and O.</source>
        <translation>Un code de salle a de {shortest} à {longest} caractères parmi les chiffres 2 à 9 et les lettres A à Z sauf I, L et O.</translation>
    </message>
    <message>
        <source>it was larger than {most} bytes</source>
        <translation>elle faisait plus de {most} octets</translation>
    </message>
    <message>
        <source>it was not a room&apos;s announcement</source>
        <translation>ce n&apos;était pas l&apos;annonce d&apos;une salle</translation>
    </message>
    <message>
        <source>its port, open seats or version was out of bounds</source>
        <translation>son port, ses places libres ou sa version sortaient des limites</translation>
    </message>
    <message>
        <source>its name was empty, longer than {most} characters or held control characters</source>
        <translation>son nom était vide, dépassait {most} caractères ou contenait des caractères de contrôle</translation>
    </message>
    <message>
        <source>its rules&apos; name was empty, longer than {most} characters or held control characters</source>
        <translation>le nom de ses règles était vide, dépassait {most} caractères ou contenait des caractères de contrôle</translation>
    </message>
    <message>
        <source>{count} games are listed already</source>
        <translation>{count} parties sont déjà dans la liste</translation>
    </message>
    <message>
        <source>Ignored an announcement from {host}: {why}.</source>
        <translation>Annonce de {host} ignorée : {why}.</translation>
    </message>
    <message>
        <source>Could not listen for games on port {port}: {why}.</source>
        <translation>Impossible d&apos;écouter les parties sur le port {port} : {why}.</translation>
    </message>
    <message>
        <source>a roll&apos;s dice are drawn by the room: send {roll}</source>
        <translation>les dés d’un lancer sont tirés par la salle : envoyez {roll}</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers</source>
        <translation>Annuler n’est pas proposé dans une partie entre ordinateurs</translation>
    </message>
    <message>
        <source>the kept room has {seats} seats for a game of {players} players</source>
        <translation>la salle gardée a {seats} places pour une partie de {players} joueurs</translation>
    </message>
    <message>
        <source>the kept game has a roll its room did not keep</source>
        <translation>la partie gardée a un lancer que sa salle n’a pas gardé</translation>
    </message>
    <message>
        <source>roll {roll} of the kept game is not the one its room draws</source>
        <translation>le lancer {roll} de la partie gardée n’est pas celui que tire sa salle</translation>
    </message>
    <message>
        <source>{count} messages were refused</source>
        <translation>{count} messages ont été refusés</translation>
    </message>
    <message>
        <source>a message was refused: {why}</source>
        <translation>un message a été refusé : {why}</translation>
    </message>
    <message>
        <source>{name} left: {why}</source>
        <translation>{name} est parti : {why}</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat of a guest who is away</source>
        <translation>la place {seat} n’est pas celle d’un invité absent</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}</source>
        <translation>{level} n’est pas un niveau d’ordinateur de {game}</translation>
    </message>
    <message>
        <source>a computer plays {name}&apos;s seat until {name} is back</source>
        <translation>un ordinateur joue à la place de {name} jusqu’au retour de {name}</translation>
    </message>
    <message>
        <source>this program already has a seat</source>
        <translation>ce programme a déjà une place</translation>
    </message>
    <message>
        <source>a new seat needs the head of its chain</source>
        <translation>une nouvelle place a besoin de la tête de sa chaîne</translation>
    </message>
    <message>
        <source>{name} is already at the table: choose another name</source>
        <translation>{name} est déjà à la table : choisissez un autre nom</translation>
    </message>
    <message>
        <source>the room has no open seat</source>
        <translation>la salle n’a pas de place libre</translation>
    </message>
    <message>
        <source>{name} sat down at seat {seat} ({peer})</source>
        <translation>{name} s’est assis à la place {seat} ({peer})</translation>
    </message>
    <message>
        <source>no seat has that ticket</source>
        <translation>aucune place n’a ce ticket</translation>
    </message>
    <message>
        <source>{name} is connected already</source>
        <translation>{name} est déjà connecté</translation>
    </message>
    <message>
        <source>{name} is back at seat {seat} ({peer})</source>
        <translation>{name} est de retour à la place {seat} ({peer})</translation>
    </message>
    <message>
        <source>every seat is taken: the game begins</source>
        <translation>toutes les places sont prises : la partie commence</translation>
    </message>
    <message>
        <source>seat {seat} is not played at this computer</source>
        <translation>la place {seat} ne se joue pas sur cet ordinateur</translation>
    </message>
    <message>
        <source>sit down first</source>
        <translation>asseyez-vous d’abord</translation>
    </message>
    <message>
        <source>the computer that stood in for this seat ends this turn</source>
        <translation>l’ordinateur qui a remplacé cette place finit ce tour</translation>
    </message>
    <message>
        <source>the game has not begun</source>
        <translation>la partie n’a pas commencé</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not {name}&apos;s</source>
        <translation>c’est le tour de {player}, pas celui de {name}</translation>
    </message>
    <message>
        <source>the dice are being rolled</source>
        <translation>les dés sont en train d’être lancés</translation>
    </message>
    <message>
        <source>no value for roll {roll} is wanted from this seat</source>
        <translation>aucune valeur pour le lancer {roll} n’est attendue de cette place</translation>
    </message>
    <message>
        <source>roll {roll}: {why}</source>
        <translation>lancer {roll} : {why}</translation>
    </message>
    <message>
        <source>no value for roll {roll} came within {seconds} seconds</source>
        <translation>aucune valeur pour le lancer {roll} n’est arrivée en {seconds} secondes</translation>
    </message>
    <message>
        <source>the game could not be kept: {why}</source>
        <translation>la partie n’a pas pu être gardée : {why}</translation>
    </message>
    <message>
        <source>the game is over: {verdict}</source>
        <translation>la partie est finie : {verdict}</translation>
    </message>
    <message>
        <source>{name} (a computer): {why}</source>
        <translation>{name} (un ordinateur) : {why}</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume.</source>
        <translation>Il n’y a pas de partie inachevée hébergée ici à reprendre.</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume with the id {id}.</source>
        <translation>Il n’y a pas de partie inachevée hébergée ici à reprendre avec l’identifiant {id}.</translation>
    </message>
    <message>
        <source>Game {id} cannot be resumed.</source>
        <translation>La partie {id} ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>the host sent a message that was refused: {why}</source>
        <translation>l’hôte a envoyé un message qui a été refusé : {why}</translation>
    </message>
    <message>
        <source>the host&apos;s game was refused: {why}</source>
        <translation>la partie de l’hôte a été refusée : {why}</translation>
    </message>
    <message>
        <source>the host refused: {why}</source>
        <translation>l’hôte a refusé : {why}</translation>
    </message>
    <message>
        <source>the guest closed the game</source>
        <translation>l’invité a fermé la partie</translation>
    </message>
    <message>
        <source>the host closed the room</source>
        <translation>l’hôte a fermé la salle</translation>
    </message>
    <message>
        <source>the host left: the game is kept, and Join a Game takes your seat back when the host opens the room again</source>
        <translation>l’hôte est parti : la partie est conservée, et Rejoindre une partie reprend votre place quand l’hôte rouvre la salle</translation>
    </message>
    <message>
        <source>this computer speaks room version {ours}; the host speaks {theirs}</source>
        <translation>cet ordinateur parle la version {ours} de la salle ; l’hôte parle la {theirs}</translation>
    </message>
    <message>
        <source>the host now hosts another game</source>
        <translation>l’hôte héberge maintenant une autre partie</translation>
    </message>
    <message>
        <source>the host&apos;s dictionary is version {theirs}; this computer has version {ours}, so it cannot join</source>
        <translation>le dictionnaire de l’hôte est en version {theirs} ; cet ordinateur a la version {ours}, il ne peut donc pas rejoindre</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}; choose from {levels}</source>
        <translation>{level} n’est pas un niveau d’ordinateur de {game} ; choisissez parmi {levels}</translation>
    </message>
    <message>
        <source>the host does not hold this seat&apos;s chain</source>
        <translation>l’hôte n’a pas la chaîne de cette place</translation>
    </message>
    <message>
        <source>the host sent {count} rolls&apos; contributions for another number of rolls</source>
        <translation>l’hôte a envoyé les contributions de {count} lancers pour un autre nombre de lancers</translation>
    </message>
    <message>
        <source>the host sent action {number} when action {expected} was next</source>
        <translation>l’hôte a envoyé l’action {number} alors que l’action {expected} venait ensuite</translation>
    </message>
    <message>
        <source>action {number} is not a roll but has contributions</source>
        <translation>l’action {number} n’est pas un lancer mais a des contributions</translation>
    </message>
    <message>
        <source>action {number} is not legal: {why}</source>
        <translation>l’action {number} n’est pas permise : {why}</translation>
    </message>
    <message>
        <source>the host played before the game began</source>
        <translation>l’hôte a joué avant le début de la partie</translation>
    </message>
    <message>
        <source>roll {roll} is beyond this seat&apos;s chain</source>
        <translation>le lancer {roll} est au-delà de la chaîne de cette place</translation>
    </message>
    <message>
        <source>the host revealed its seed before the game began</source>
        <translation>l’hôte a révélé sa graine avant le début de la partie</translation>
    </message>
    <message>
        <source>the host ended the game before its end; {verdict}</source>
        <translation>l’hôte a arrêté la partie avant sa fin ; {verdict}</translation>
    </message>
    <message>
        <source>all {count} rolls verified</source>
        <translation>les {count} lancers vérifiés</translation>
    </message>
    <message>
        <source>roll {roll} did not verify: {why}</source>
        <translation>le lancer {roll} n’a pas été vérifié : {why}</translation>
    </message>
    <message>
        <source>none of the {count} rolls verified: {why}</source>
        <translation>aucun des {count} lancers vérifié : {why}</translation>
    </message>
    <message>
        <source>roll {roll} was made without {name}&apos;s share while {name} was away</source>
        <translation>le lancer {roll} a été fait sans la part de {name}, pendant l’absence de {name}</translation>
    </message>
    <message>
        <source>rolls {first}-{last} were made without {name}&apos;s share while {name} was away</source>
        <translation>les lancers {first} à {last} ont été faits sans la part de {name}, pendant l’absence de {name}</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first} ; {then}</translation>
    </message>
    <message>
        <source>the host has not revealed its seed</source>
        <extracomment>every hash and HMAC input starts with this and a purpose, so no value of one kind can be passed off as another (a commitment as a chain value, a roll of one version as another&apos;s) the most rolls a guest&apos;s chain covers: 8 seats x 39 boxes x 3 rolls is 936 faces are drawn one byte at a time, so a die has at most this many faces</extracomment>
        <translation>l’hôte n’a pas révélé sa graine</translation>
    </message>
    <message>
        <source>the seed revealed is not the one committed to</source>
        <translation>la graine révélée n’est pas celle sur laquelle l’hôte s’était engagé</translation>
    </message>
    <message>
        <source>the number of rolls with contributions ({given}) is not the game&apos;s ({count})</source>
        <translation>le nombre de lancers avec des parts ({given}) n’est pas celui des lancers de la partie ({count})</translation>
    </message>
    <message>
        <source>seat {seat} already has a chain head</source>
        <translation>la place {seat} a déjà un début de chaîne</translation>
    </message>
    <message>
        <source>seat {seat}: seated after {after} rolls</source>
        <translation>place {seat} : prise après {after} lancers</translation>
    </message>
    <message>
        <source>a seat contributed twice</source>
        <translation>une place a donné sa part deux fois</translation>
    </message>
    <message>
        <source>seat {seat} has no chain head</source>
        <translation>la place {seat} n’a pas de début de chaîne</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is beyond its chain</source>
        <translation>la part de la place {seat} est au-delà de sa chaîne</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is not the next of its chain</source>
        <translation>la part de la place {seat} n’est pas la suivante de sa chaîne</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution was left out</source>
        <translation>la part de la place {seat} a été laissée de côté</translation>
    </message>
    <message>
        <source>a held die changed</source>
        <translation>un dé gardé a changé</translation>
    </message>
    <message>
        <source>die {die} shows {shows}, the committed dice say {due}</source>
        <translation>le dé {die} montre {shows}, les dés engagés disent {due}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores the total of all dice.</source>
        <translation>Rapporte le total de tous les dés.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s).</source>
        <translation>
            <numerusform>Rapporte {points} point.</numerusform>
            <numerusform>Rapporte {points} points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} dés à six faces. À votre tour, lancez les dés jusqu&apos;à {rolls} fois ; entre deux lancers, gardez les dés que vous voulez et relancez les autres.</numerusform>
            <numerusform>{count} dés à six faces. À votre tour, lancez les dés jusqu&apos;à {rolls} fois ; entre deux lancers, gardez les dés que vous voulez et relancez les autres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} dés aux faces {faces}. À votre tour, lancez les dés jusqu&apos;à {rolls} fois ; entre deux lancers, gardez les dés que vous voulez et relancez les autres.</numerusform>
            <numerusform>{count} dés aux faces {faces}. À votre tour, lancez les dés jusqu&apos;à {rolls} fois ; entre deux lancers, gardez les dés que vous voulez et relancez les autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation>Inscrivez ensuite les dés dans une case libre, même si cela donne zéro. Chaque case est remplie une seule fois ; la partie se termine quand toutes les cases sont remplies.</translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation>Les lancers non utilisés sont conservés et peuvent servir aux tours suivants.</translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation>Les cases se remplissent dans l&apos;ordre, de haut en bas : chaque tour marque dans la première case libre.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation>Partie supérieure</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Partie inférieure</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Primes</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Gagner</translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation>{label} : {rule}</translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation>Exemple : {dice} rapporte {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Upper bonus: {points} point(s) when the upper section adds up to {threshold} or more.</source>
        <translation>
            <numerusform>Prime : {points} point quand la partie supérieure totalise {threshold} ou plus.</numerusform>
            <numerusform>Prime : {points} points quand la partie supérieure totalise {threshold} ou plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is {count} [die|dice] of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation>
            <numerusform>Cela fait {count} dé de chaque valeur ; la grille indique si vous êtes en avance ou en retard sur ce rythme.</numerusform>
            <numerusform>Cela fait {count} dés de chaque valeur ; la grille indique si vous êtes en avance ou en retard sur ce rythme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra {box} bonus: every further {box} scores {points} bonus point(s), as long as the {box} box holds a score above zero.</source>
        <translation>
            <numerusform>Prime de {box} supplémentaire : chaque {box} de plus rapporte {points} point de prime, tant que la case {box} contient plus de zéro.</numerusform>
            <numerusform>Prime de {box} supplémentaire : chaque {box} de plus rapporte {points} points de prime, tant que la case {box} contient plus de zéro.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation>Joker : une fois la case {box} remplie (même par un zéro), un autre {box} doit aller dans la case correspondante de la partie supérieure si elle est libre. Sinon il peut aller dans n&apos;importe quelle case libre de la partie inférieure, où chaque case compte comme réussie (les cases à points fixes rapportent tous leurs points). Si la partie inférieure est pleine aussi, il va dans une case libre de la partie supérieure pour zéro.</translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation>Joker : une fois la case {box} remplie (même par un zéro), un autre {box} peut aller dans n&apos;importe quelle case libre. Les cases qu&apos;il ne réussit pas de lui-même (comme les suites) ne rapportent tous leurs points que si la case correspondante de la partie supérieure est déjà remplie ; sinon zéro.</translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation>Le plus haut total l&apos;emporte.</translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation>En cas d&apos;égalité, la somme de la partie supérieure départage ; si elle est égale aussi, la victoire est partagée.</translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation>Les totaux égaux partagent la place.</translation>
    </message>
    <message numerus="yes">
        <source>Exactly {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Exactement {n} dé montrant la même valeur.</numerusform>
            <numerusform>Exactement {n} dés montrant la même valeur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Au moins {n} dé montrant la même valeur.</numerusform>
            <numerusform>Au moins {n} dés montrant la même valeur.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation>Une paire : deux dés de même valeur.</translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation>Une paire : deux dés de même valeur, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation>Trois dés d&apos;une valeur et deux d&apos;une autre.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Trois dés d&apos;une valeur et deux d&apos;une autre, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation>Quatre dés d&apos;une valeur et deux d&apos;une autre.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Quatre dés d&apos;une valeur et deux d&apos;une autre, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation>Deux paires de valeurs différentes.</translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation>Deux paires de valeurs différentes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation>Deux paires ; une même valeur peut remplir plusieurs groupes.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Deux paires ; une même valeur peut remplir plusieurs groupes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation>Trois paires de valeurs différentes.</translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation>Trois paires de valeurs différentes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation>Trois paires ; une même valeur peut remplir plusieurs groupes.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Trois paires ; une même valeur peut remplir plusieurs groupes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation>Deux brelans de valeurs différentes.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation>Deux brelans de valeurs différentes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation>Deux brelans ; une même valeur peut remplir plusieurs groupes.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Deux brelans ; une même valeur peut remplir plusieurs groupes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation>Des groupes de {sizes} dés, chaque groupe d&apos;une seule valeur.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation>Des groupes de {sizes} dés, chaque groupe d&apos;une seule valeur, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation>Des groupes de {sizes} dés, chaque groupe d&apos;une seule valeur ; les groupes ont des valeurs différentes.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation>Des groupes de {sizes} dés, chaque groupe d&apos;une seule valeur ; les groupes ont des valeurs différentes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation>Des groupes de {sizes} dés, chaque groupe d&apos;une seule valeur ; une même valeur peut remplir plusieurs groupes.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Des groupes de {sizes} dés, chaque groupe d&apos;une seule valeur ; une même valeur peut remplir plusieurs groupes, sans dé supplémentaire d&apos;une même valeur.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation>{length} valeurs qui se suivent parmi les dés (par exemple {sample}).</translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation>Exactement {faces}.</translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation>Les dés comprennent {faces}.</translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation>N&apos;importe quel lancer ; seuls les dés montrant {face} comptent.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {face} for each {face}.</source>
        <translation>
            <numerusform>Rapporte {face} point par dé montrant {face}.</numerusform>
            <numerusform>Rapporte {face} points par dé montrant {face}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores the {count} matching [die|dice] (the highest face that qualifies).</source>
        <translation>
            <numerusform>Rapporte {count} dé (la plus haute valeur qui convient).</numerusform>
            <numerusform>Rapporte les {count} dés identiques (la plus haute valeur qui convient).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation>Rapporte les dés des groupes (les plus hautes valeurs qui conviennent).</translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation>Rapporte les dés de la suite.</translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation>Les {count} dés montrent la même valeur.</translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation>N&apos;importe quel lancer.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} est déjà remplie.</translation>
    </message>
    <message>
        <source>Boxes are filled from top to bottom; {box} comes first.</source>
        <translation>Les cases se remplissent de haut en bas ; {box} passe d&apos;abord.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} while it is open.</source>
        <translation>Règle du joker : un lancer de {face} partout doit aller dans {box} tant que la case est libre.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in the matching upper box while it is open.</source>
        <translation>Règle du joker : un lancer de {face} partout doit aller dans la case correspondante du haut tant qu&apos;elle est libre.</translation>
    </message>
    <message>
        <source>Joker rule: with the matching upper box filled, an open lower box must take this roll.</source>
        <translation>Règle du joker : la case correspondante du haut étant remplie, une case libre du bas doit prendre ce lancer.</translation>
    </message>
</context>
<context>
    <name>ruleset problems</name>
    <message>
        <source>the dice have no face {face}</source>
        <translation>les dés n&apos;ont pas de face {face}</translation>
    </message>
    <message>
        <source>must be between 1 and the number of dice ({count}), not {n}</source>
        <translation>doit être entre 1 et le nombre de dés ({count}), pas {n}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <extracomment>a ruleset&apos;s name, at most this many characters a ruleset id: lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, at most 64 characters the zero-width non-joiner and joiner: inside a name they join emoji (a family, U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them</extracomment>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>every group needs at least one die</source>
        <translation>chaque groupe demande au moins un dé</translation>
    </message>
    <message>
        <source>the groups need {need} dice but there are only {count}</source>
        <translation>les groupes demandent {need} dés mais il n&apos;y en a que {count}</translation>
    </message>
    <message>
        <source>{groups} groups of different faces need {groups} faces; the dice have {faces}</source>
        <translation>{groups} groupes de faces différentes demandent {groups} faces ; les dés en ont {faces}</translation>
    </message>
    <message>
        <source>a straight needs either run (a length) or faces (a set), not both</source>
        <translation>une suite demande soit run (une longueur) soit faces (un ensemble), pas les deux</translation>
    </message>
    <message>
        <source>applies only to a straight given by faces</source>
        <translation>ne s&apos;applique qu&apos;à une suite donnée par ses faces</translation>
    </message>
    <message>
        <source>a run needs at least 2 faces, not {length}</source>
        <translation>une suite demande au moins 2 faces, pas {length}</translation>
    </message>
    <message>
        <source>a run of {length} needs at least {length} dice</source>
        <translation>une suite de {length} demande au moins {length} dés</translation>
    </message>
    <message>
        <source>the dice have no {length} consecutive faces</source>
        <translation>les dés n&apos;ont pas {length} faces consécutives</translation>
    </message>
    <message>
        <source>faces must all differ</source>
        <translation>les faces doivent toutes être différentes</translation>
    </message>
    <message>
        <source>{count} faces need at least {count} dice</source>
        <translation>{count} faces demandent au moins {count} dés</translation>
    </message>
    <message>
        <source>an exact straight must name one face per die ({count})</source>
        <translation>une suite exacte doit nommer une face par dé ({count})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum_used)</source>
        <translation>une case de face compte les dés qui montrent cette face (sum_used)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum_all)</source>
        <translation>la chance compte la somme de tous les dés (sum_all)</translation>
    </message>
    <message>
        <source>applies only to fixed scoring, not {score}</source>
        <extracomment>What a ruleset or box id looks like (also how the CLI tells an id from a file name). The most work a ruleset&apos;s score table may take, in units of scoring one roll in one simple box (16-35 microseconds on the 2-core machines this was measured on); see ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4 simple boxes, 6 dice of 12 faces with 38.</extracomment>
        <translation>ne s&apos;applique qu&apos;aux points fixes (fixed), pas à {score}</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit</source>
        <translation>doit faire de 1 à 64 minuscules, chiffres, &apos;-&apos; ou &apos;_&apos;, et commencer par une lettre ou un chiffre</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>doit faire de 1 à 64 minuscules, chiffres, &apos;-&apos; ou &apos;_&apos;</translation>
    </message>
    <message>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>doit être entre {low} et {high}, pas {value}</translation>
    </message>
    <message>
        <source>scoring every roll of these dice in these boxes would take about {cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups boxes with fewer groups)</source>
        <translation>compter chaque lancer de ces dés dans ces cases demanderait environ {cost} étapes, plus que la limite de {limit} ; utilisez moins de dés, de faces ou de cases (ou des cases de groupes avec moins de groupes)</translation>
    </message>
    <message>
        <source>a die needs between 2 and {most} faces</source>
        <translation>un dé demande entre 2 et {most} faces</translation>
    </message>
    <message>
        <source>faces must be whole numbers from 1 to {most}</source>
        <translation>les faces doivent être des nombres entiers de 1 à {most}</translation>
    </message>
    <message>
        <source>list the faces in increasing order</source>
        <translation>indiquez les faces dans l&apos;ordre croissant</translation>
    </message>
    <message>
        <source>a ruleset needs at least one box</source>
        <translation>un jeu de règles demande au moins une case</translation>
    </message>
    <message>
        <source>at most {most} boxes</source>
        <translation>au plus {most} cases</translation>
    </message>
    <message>
        <source>{id} is already used by categories[{row}]</source>
        <translation>{id} est déjà utilisé par categories[{row}]</translation>
    </message>
    <message>
        <source>face {face} already has a box (categories[{row}])</source>
        <translation>la face {face} a déjà une case (categories[{row}])</translation>
    </message>
    <message>
        <source>a ruleset has at most one all_same box (categories[{row}] is one already)</source>
        <translation>un jeu de règles a au plus une case all_same (categories[{row}] en est déjà une)</translation>
    </message>
    <message>
        <source>needs an all_same box to refer to</source>
        <translation>demande une case all_same à laquelle se rapporter</translation>
    </message>
    <message>
        <source>there is no upper-section box to earn it</source>
        <translation>aucune case du haut ne permet de la gagner</translation>
    </message>
    <message>
        <source>{threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>{threshold} ne peut jamais être atteint : les cases du haut rapportent au plus {reachable} ensemble</translation>
    </message>
    <message>
        <source>must be at most {limit} characters</source>
        <translation>doit faire au plus {limit} caractères</translation>
    </message>
    <message>
        <source>must not stack more than {limit} accents on one letter</source>
        <translation>ne doit pas empiler plus de {limit} accents sur une lettre</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes</source>
        <translation>le fichier dépasse {limit} octets</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>le fichier n&apos;est pas du texte UTF-8</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>preparing the score tables</source>
        <translation>préparation des tables de score</translation>
    </message>
    <message>
        <source>turn {turn} of {turns}</source>
        <translation>tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>{stage}, almost done</source>
        <translation>{stage}, presque terminé</translation>
    </message>
    <message>
        <source>{stage}, about {seconds} s left</source>
        <translation>{stage}, encore environ {seconds} s</translation>
    </message>
    <message>
        <source>{stage}, about {minutes} min left</source>
        <translation>{stage}, encore environ {minutes} min</translation>
    </message>
    <message>
        <source>Solving {rules}: {progress}</source>
        <translation>Résolution de {rules} : {progress}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>{level} computer</source>
        <extracomment>the games counted by where they come from (ORIGINS) and how their dice were thrown (DICE); None: any. Statistics counts games played here, rolled or of real dice (:data:`PLAYED_AT_HOME`) unless asked for others. what Statistics counts unless asked: the games played here, rolled here or with real dice games that &quot;All rules&quot; leaves out because their totals are not points (boxes won): figures of different kinds are never averaged together; their rules show them</extracomment>
        <translation>Ordinateur ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
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
        <translation>{word} n&apos;est pas dans le dictionnaire</translation>
    </message>
    <message>
        <source>{word} is an abbreviation, and the rules allow no abbreviations</source>
        <translation>{word} est une abréviation, et les règles n&apos;autorisent aucune abréviation</translation>
    </message>
    <message>
        <source>{word} is a proper noun (a name), and the rules allow no proper nouns</source>
        <translation>{word} est un nom propre (un nom), et les règles n&apos;autorisent aucun nom propre</translation>
    </message>
    <message>
        <source>{word} is slang, and the rules allow no slang</source>
        <translation>{word} est de l&apos;argot, et les règles n&apos;autorisent pas l&apos;argot</translation>
    </message>
    <message>
        <source>{word} is a foreign word, and the rules allow no foreign words</source>
        <translation>{word} est un mot étranger, et les règles n&apos;autorisent aucun mot étranger</translation>
    </message>
    <message>
        <source>{word} is a letter, not a word: the one-letter words are a, I and O</source>
        <translation>{word} est une lettre, pas un mot : les mots d&apos;une lettre sont a, I et O</translation>
    </message>
    <message>
        <source>{word} is on the offensive-words list, which Family words refuses in this game</source>
        <translation>{word} figure sur la liste des mots choquants, que le mode famille refuse dans cette partie</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here.</source>
        <extracomment>the lookup&apos;s answers, yes or no and why</extracomment>
        <translation>Oui : {word} est un mot ici.</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here, with Family words off; it is on the offensive-words list, so computer players never play it.</source>
        <translation>Oui : {word} est un mot ici, le mode famille étant désactivé ; il figure sur la liste des mots choquants, donc les joueurs ordinateurs ne le jouent jamais.</translation>
    </message>
    <message>
        <source>No: {word} is not in the dictionary.</source>
        <translation>Non : {word} n&apos;est pas dans le dictionnaire.</translation>
    </message>
    <message>
        <source>No: {word} is an abbreviation, and the rules allow no abbreviations.</source>
        <translation>Non : {word} est une abréviation, et les règles n&apos;autorisent aucune abréviation.</translation>
    </message>
    <message>
        <source>No: {word} is a proper noun (a name), and the rules allow no proper nouns.</source>
        <translation>Non : {word} est un nom propre (un nom), et les règles n&apos;autorisent aucun nom propre.</translation>
    </message>
    <message>
        <source>No: {word} is slang, and the rules allow no slang.</source>
        <translation>Non : {word} est de l&apos;argot, et les règles n&apos;autorisent pas l&apos;argot.</translation>
    </message>
    <message>
        <source>No: {word} is a foreign word, and the rules allow no foreign words.</source>
        <translation>Non : {word} est un mot étranger, et les règles n&apos;autorisent aucun mot étranger.</translation>
    </message>
    <message>
        <source>No: {word} is a letter, not a word: the one-letter words are a, I and O.</source>
        <translation>Non : {word} est une lettre, pas un mot : les mots d&apos;une lettre sont a, I et O.</translation>
    </message>
    <message>
        <source>No: {word} is on the offensive-words list, which Family words refuses in this game.</source>
        <translation>Non : {word} figure sur la liste des mots choquants, que le mode famille refuse dans cette partie.</translation>
    </message>
    <message>
        <source>No: {word} has {letters} letters; the dice make words of at most {longest} letters.</source>
        <translation>Non : {word} a {letters} lettres ; les dés forment des mots d&apos;au plus {longest} lettres.</translation>
    </message>
    <message>
        <source>No: {word} has characters that are not letters; words are made of the letters A to Z only.</source>
        <translation>Non : {word} contient des caractères qui ne sont pas des lettres ; les mots ne sont faits que des lettres A à Z.</translation>
    </message>
    <message>
        <source>Type a word to look it up.</source>
        <translation>Tapez un mot pour le chercher.</translation>
    </message>
    <message>
        <source>Look up one word at a time (no spaces).</source>
        <translation>Cherchez un mot à la fois (sans espace).</translation>
    </message>
    <message>
        <source>write one * before the letter the wild face stands for, as in ca*t</source>
        <translation>tapez un seul * avant la lettre que remplace la face joker, comme dans ca*t</translation>
    </message>
    <message>
        <source>{word} ends with *: write the letter the wild face stands for after it, as in ca*t</source>
        <translation>{word} se termine par * : tapez ensuite la lettre que remplace la face joker, comme dans ca*t</translation>
    </message>
    <message>
        <source>{word} is not a word: only the letters a-z may be used</source>
        <translation>{word} n&apos;est pas un mot : seules les lettres a-z sont permises</translation>
    </message>
    <message>
        <source>the words use the wild face (for {letter}) and no die shows the wild face</source>
        <translation>les mots utilisent la face joker (pour {letter}) et aucun dé ne montre la face joker</translation>
    </message>
    <message>
        <source>the letter {letter} is not on the dice</source>
        <translation>la lettre {letter} n&apos;est pas sur les dés</translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <extracomment>the words need a letter more often than the dice show it: twice; more often (the forms by the number of dice that show it)</extracomment>
        <translation>
            <numerusform>les mots utilisent {letter} deux fois mais seulement {have} dé la montre : un dé ne sert qu&apos;une fois</numerusform>
            <numerusform>les mots utilisent {letter} deux fois mais seulement {have} dés la montrent : un dé ne sert qu&apos;une fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>les mots utilisent {letter} {count} fois mais seulement {have} dé la montre : un dé ne sert qu&apos;une fois</numerusform>
            <numerusform>les mots utilisent {letter} {count} fois mais seulement {have} dés la montrent : un dé ne sert qu&apos;une fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>les mots utilisent la face joker deux fois mais seulement {have} dé la montre : un dé ne sert qu&apos;une fois</numerusform>
            <numerusform>les mots utilisent la face joker deux fois mais seulement {have} dés la montrent : un dé ne sert qu&apos;une fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>les mots utilisent la face joker {count} fois mais seulement {have} dé la montre : un dé ne sert qu&apos;une fois</numerusform>
            <numerusform>les mots utilisent la face joker {count} fois mais seulement {have} dés la montrent : un dé ne sert qu&apos;une fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{word} has {count} letter(s); the {box} box needs a word of {size} letters</source>
        <translation>
            <numerusform>{word} a {count} lettre ; la case {box} demande un mot de {size} lettres</numerusform>
            <numerusform>{word} a {count} lettres ; la case {box} demande un mot de {size} lettres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {box} box takes {size} word(s), not {count}</source>
        <translation>
            <numerusform>la case {box} prend {size} mot, pas {count}</numerusform>
            <numerusform>la case {box} prend {size} mots, pas {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>the {box} box is already filled</source>
        <translation>la case {box} est déjà remplie</translation>
    </message>
    <message>
        <source>the {box} box takes one word, not {count}</source>
        <translation>la case {box} prend un mot, pas {count}</translation>
    </message>
    <message>
        <source>the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)</source>
        <translation>la case {box} ne prend aucun mot (seulement un mot des {count} lettres, pour la prime Yahtzee)</translation>
    </message>
</context>
</TS>
